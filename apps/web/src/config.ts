import { API_MODES, BUILDS, DEFAULT_BRAND, ENVIRONMENTS, type ApiMode, type Build, type Environment } from '@rh/core';

/** What a build is: fixed at build time from the Vite mode's environment files (spec §1, §9). */
export interface AppConfig {
  build: Build;
  /** The brand label in the top bar and the title. */
  brand: string;
  apiMode: ApiMode;
  environment: Environment;
  /** Base URL of the `cosmos` API. */
  apiUrl: string;
  /** Base URL of the `sql` API, only when configured and different from the cosmos one. */
  sqlApiUrl: string | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** Reads a configuration from Vite-style variables (exported for tests). */
export function readConfig(env: Partial<Record<keyof ImportMetaEnv, string>>): AppConfig {
  const apiUrl = (env.VITE_API_URL || '/api').replace(/\/+$/, '');
  const sql = (env.VITE_SQL_API_URL || '').replace(/\/+$/, '');
  return {
    build: oneOf(BUILDS, env.VITE_BUILD, 'full'),
    brand: env.VITE_BRAND || DEFAULT_BRAND,
    apiMode: oneOf(API_MODES, env.VITE_API_MODE, 'cloud'),
    environment: oneOf(ENVIRONMENTS, env.VITE_ENVIRONMENT, 'cloud'),
    apiUrl,
    sqlApiUrl: sql && sql !== apiUrl ? sql : null,
  };
}

export const config: AppConfig = readConfig(import.meta.env ?? {});

/** The full build is for staff; the two external builds for client organisations. */
export const isFullBuild = (c: AppConfig = config) => c.build === 'full';
