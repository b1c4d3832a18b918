import type { TFunction } from "i18next";
import { serverRefusal, type ServerRefusal } from "../../providers/http/errors";

/** The form's fields the server may name: the same names, or the server's name → the form's. */
export type FormFields = readonly string[] | Readonly<Record<string, string>>;

/** A sentence for one field of a form. */
export interface FieldError {
  name: string;
  text: string;
}

const CHOICE_RULES = new Set(["enum", "const", "anyOf", "oneOf"]);

function isRefusal(value: unknown): value is ServerRefusal {
  return typeof value === "object" && value !== null && typeof (value as ServerRefusal).message === "string" && "code" in value;
}

/** The refusal in an ApiError, in a refine auth answer's error (`{ refusal }`), or the refusal itself. */
export function refusalOf(failure: unknown): ServerRefusal | null {
  if (!failure || typeof failure !== "object") return null;
  const inAnswer = (failure as { refusal?: unknown }).refusal;
  if (isRefusal(inAnswer)) return inAnswer;
  return serverRefusal(failure) ?? (isRefusal(failure) ? failure : null);
}

function formFieldOf(field: string, fields: FormFields): string | undefined {
  if (Array.isArray(fields)) return fields.includes(field) ? field : undefined;
  const names = fields as Readonly<Record<string, string>>;
  return Object.hasOwn(names, field) ? names[field] : undefined;
}

/** A schema refusal as a sentence about the field: what the rule asks for, with its limit. */
function ruleText(t: TFunction, refusal: ServerRefusal): string {
  const { rule, limit, field = "" } = refusal;
  if (rule === "required" || (rule === "minLength" && limit === 1)) return t("fieldErrors.required");
  if (rule === "format" && /email$/i.test(field)) return t("fieldErrors.email");
  if ((rule === "minLength" || rule === "maxLength" || rule === "minimum" || rule === "maximum") && limit !== undefined)
    return t(`fieldErrors.${rule}`, { limit });
  if (rule === "format" || rule === "pattern" || rule === "type") return t("fieldErrors.format");
  if (rule && CHOICE_RULES.has(rule)) return t("fieldErrors.choice");
  return t("fieldErrors.invalid");
}

/**
 * The field a server refusal is about, as the form names it, with a sentence in the reader's
 * language: a schema refusal (VALIDATION_FAILED) by the rule the value broke, any other by its
 * code from the "errorCodes" catalogue. Null when the refusal names no field of this form, so the
 * page shows it as a whole. Never the server's own text.
 */
export function fieldErrorText(t: TFunction, failure: unknown, fields: FormFields): FieldError | null {
  const refusal = refusalOf(failure);
  if (!refusal?.field) return null;
  const name = formFieldOf(refusal.field, fields);
  if (!name) return null;
  if (refusal.code === "VALIDATION_FAILED") return { name, text: ruleText(t, refusal) };
  const byCode = refusal.code ? t(`errorCodes.${refusal.code}`, { defaultValue: "" }) : "";
  return { name, text: byCode || t("fieldErrors.invalid") };
}
