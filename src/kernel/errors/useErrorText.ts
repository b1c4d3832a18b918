import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "./error-text";

/** `const text = useErrorText(); text(error)`: what went wrong, in the reader's language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation("common");
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
