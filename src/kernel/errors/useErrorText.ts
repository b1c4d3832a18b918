import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { serverErrorCode } from "../../providers/http/errors";
import { errorText } from "./error-text";

/**
 * `const text = useErrorText(); text(error, fallback?)`: what went wrong, in the reader's language.
 * `useErrorText("admin-feed")` reads a plugin's own codes first (its locales' `errors.<CODE>`),
 * then the kernel's catalogue.
 */
export function useErrorText(pluginId?: string): (error: unknown, fallback?: string) => string {
  const { t } = useTranslation("common");
  const { t: own } = useTranslation(pluginId ?? "common");
  return useCallback(
    (error: unknown, fallback?: string) => {
      const code = pluginId ? serverErrorCode(error) : null;
      const text = code ? own(`errors.${code}`, { defaultValue: "" }) : "";
      return text || errorText(t, error, fallback);
    },
    [t, own, pluginId],
  );
}
