import HttpBackend from "i18next-http-backend";
import type { BackendModule, InitOptions, ReadCallback, Services } from "i18next";
import type { Language } from "./languages";

export type BundledLocales = (namespace: string, language: Language) => (() => Promise<{ default: Record<string, unknown> }>) | undefined;

export interface FenixBackendOptions {
  /** Namespaces that ship inside a plugin's bundle; everything else loads over HTTP. */
  bundled: BundledLocales;
  loadPath?: string;
}

/**
 * Kernel namespaces come from /locales/{lng}/{ns}.json; i18next-http-backend reports 5xx and
 * network failures as retryable and 4xx as final, and i18next retries accordingly. Plugin
 * namespaces come from the plugin's own lazily imported JSON.
 */
export class FenixBackend implements BackendModule<FenixBackendOptions> {
  static type = "backend" as const;
  type = "backend" as const;
  private readonly http = new HttpBackend();
  private bundled: BundledLocales = () => undefined;

  init(services: Services, options: FenixBackendOptions, i18nOptions: InitOptions): void {
    this.bundled = options.bundled;
    // The typings omit the third argument the implementation reads.
    const initHttp = this.http.init.bind(this.http) as (...args: unknown[]) => void;
    initHttp(services, { loadPath: options.loadPath ?? "/locales/{{lng}}/{{ns}}.json" }, i18nOptions);
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const loader = this.bundled(namespace, language as Language);
    if (!loader) {
      this.http.read(language, namespace, callback);
      return;
    }
    loader().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), true),
    );
  }
}
