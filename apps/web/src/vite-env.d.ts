/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BUILD: string;
  readonly VITE_BRAND: string;
  readonly VITE_API_MODE: string;
  readonly VITE_ENVIRONMENT: string;
  readonly VITE_API_URL: string;
  readonly VITE_SQL_API_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
