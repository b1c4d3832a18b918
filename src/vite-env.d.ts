/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_API_KEY?: string;
}

/** The build's version (package version and commit): the persisted query cache is dropped when it changes. */
declare const __APP_VERSION__: string;

/** antd's build-time style sheets, one per motion theme; none in development (scripts/vite-antd-static-style.ts). */
declare module "virtual:antd-static-style" {
  const sheets: { href: string; media: string }[];
  export default sheets;
}
