/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The product name shown in the page and its title; set per build mode in `.env.<mode>`. */
  readonly VITE_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
