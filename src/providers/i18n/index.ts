import i18next, { type i18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { FenixBackend, type BundledLocales } from "./backend";
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language, toLanguage } from "./languages";

export * from "./languages";
export type { BundledLocales };

export interface CreateI18nOptions {
  bundled: BundledLocales;
  loadPath?: string;
  /** Namespaces besides "common" that the first render needs, loaded in the same batch. */
  namespaces?: readonly string[];
  /** Milliseconds before the first retry of a failed load (doubles each time). */
  retryTimeout?: number;
}

export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(FenixBackend).use(LanguageDetector).use(initReactI18next);
  instance.on("languageChanged", (language) => {
    if (typeof document !== "undefined") document.documentElement.lang = toLanguage(language) ?? FALLBACK_LANGUAGE;
  });
  await instance.init({
    supportedLngs: [...LANGUAGES],
    // Swedish for anything unsupported. English has every key Swedish has (tests/unit/locales.test.ts),
    // so an English reader never waits for the Swedish files as well.
    fallbackLng: (code: string | undefined) => (toLanguage(code) === "en" ? [] : [FALLBACK_LANGUAGE]),
    load: "languageOnly",
    nonExplicitSupportedLngs: true,
    ns: ["common", ...(options.namespaces ?? [])],
    defaultNS: "common",
    retryTimeout: options.retryTimeout ?? 350,
    maxRetries: 5,
    // A signed-in page's batch is some fifteen files; i18next's default of 10 at a time would wait
    // a round trip for the last five before the first render.
    maxParallelReads: 32,
    interpolation: { escapeValue: false },
    detection: {
      order: ["localStorage", "navigator"],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Only an explicit choice is stored (see chooseLanguage), so a detected browser
      // language never masquerades as the user's preference.
      caches: [],
      // "en-GB" → "en", so i18next picks the first supported language of the browser's list.
      convertDetectedLanguage: (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? tag,
    },
    backend: { bundled: options.bundled, loadPath: options.loadPath },
    react: { useSuspense: true },
  });
  return instance;
}

/** The user's explicit choice: stored, so it wins over the browser language from now on. */
export async function chooseLanguage(instance: i18n, language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this visit.
  }
  await instance.changeLanguage(language);
}

export function currentLanguage(instance: i18n): Language {
  return toLanguage(instance.resolvedLanguage ?? instance.language) ?? FALLBACK_LANGUAGE;
}
