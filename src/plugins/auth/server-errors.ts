import type { TFunction } from "i18next";

/** The API answers in English; known messages are shown in the reader's language. */
export function translateServerError(t: TFunction, message: string | null | undefined): string {
  if (!message) return t("errors.generic");
  const wait = /^Too many attempts\. Try again in (\d+) minutes\.$/.exec(message);
  if (wait) return t("errors.tooManyAttempts", { minutes: Number(wait[1]) });
  const known = t("serverErrors", { returnObjects: true }) as Record<string, string>;
  return known[message] ?? message;
}
