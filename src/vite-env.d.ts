/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_API_KEY?: string;
}
