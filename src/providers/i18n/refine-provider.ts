import type { I18nProvider } from "@refinedev/core";
import type { i18n } from "i18next";
import { chooseLanguage, currentLanguage, toLanguage } from "./index";

export function createRefineI18nProvider(instance: i18n): I18nProvider {
  return {
    translate: (key, options, defaultMessage) => instance.t(key, { defaultValue: defaultMessage, ...(options as object) }) as string,
    changeLocale: async (locale) => {
      const language = toLanguage(locale);
      if (language) await chooseLanguage(instance, language);
    },
    getLocale: () => currentLanguage(instance),
  };
}
