/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_API_KEY?: string;
}

/** The build's version (package version and commit): the persisted query cache is dropped when it changes. */
declare const __APP_VERSION__: string;
