import type { TFunction } from "i18next";
import { ApiError } from "../../providers/http/errors";
import { moduleRequired } from "../upgrade/module-required";
import { refusalOf } from "./field-error";

/** Fastify's schema messages ("body/token must NOT have fewer than 10 characters") are for developers. */
const SCHEMA_MESSAGE = /^(body|querystring|params|headers)\b.* must /;
const TOO_MANY = /^Too many attempts\. Try again in (\d+) minutes\.$/;

/**
 * An error as a sentence in the reader's language: by its stable code from the common
 * "errorCodes" catalogue, else the API's known messages from the "serverErrors" catalogue, a schema refusal as a request to check the fields, anything else the
 * server refused as a generic sentence with its status (or the caller's own sentence for it).
 * Raw server text never reaches the page.
 */
export function errorText(t: TFunction, error: unknown, fallback?: string): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  const module = moduleRequired(error);
  if (module) return t("upgrade.title", { module: t(`modules.${module}.name`, { defaultValue: module }) });
  const wait = TOO_MANY.exec(message);
  if (wait) return t("errors.tooManyAttempts", { minutes: Number(wait[1]) });
  const code = refusalOf(error)?.code;
  const byCode = code ? t(`errorCodes.${code}`, { defaultValue: "" }) : "";
  if (byCode) return byCode;
  const known = t("serverErrors", { returnObjects: true }) as Record<string, string> | string;
  if (message && typeof known === "object" && known[message]) return known[message];
  if (fallback !== undefined) return fallback;
  if (code === "VALIDATION_FAILED" || SCHEMA_MESSAGE.test(message)) return t("errors.invalidInput");
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return t("errors.refused", { status: error.status });
  return t("errors.generic");
}
