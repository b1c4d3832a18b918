import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "./error-text";

/** `const text = useErrorText(); text(error, fallback?)`: what went wrong, in the reader's language. */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation("common");
  return useCallback((error: unknown, fallback?: string) => errorText(t, error, fallback), [t]);
}
