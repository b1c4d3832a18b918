import { MODULE_REQUIRED } from "../../../contracts";
import { ApiError } from "../../providers/http/errors";

/** The module a refusal asks for (403 MODULE_REQUIRED), or undefined for any other error. */
export function moduleRequired(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.data || typeof error.data !== "object") return undefined;
  const body = error.data as { code?: unknown; module?: unknown };
  return body.code === MODULE_REQUIRED && typeof body.module === "string" ? body.module : undefined;
}
