import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
};

describe('configuration', () => {
  it('has defaults for a first run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      API_MODE: 'cloud',
      DEMO: true,
      PUBLIC_URL: 'http://localhost:8080',
      oidc: null,
    });
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).DEMO).toBe(false);
  });

  it('names the variable and the problem in one line', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^Configuration error: PORT must be a number \(got "eighty"\)$/],
      [{ PORT: '70000' }, /^Configuration error: PORT must be between 1 and 65535/],
      [{ API_MODE: 'magic' }, /^Configuration error: API_MODE /],
      [{ DATABASE_URL: 'mysql://x' }, /^Configuration error: DATABASE_URL must be a postgres/],
      [
        { SESSION_SECRET: 'short' },
        /^Configuration error: SESSION_SECRET must be at least 32 characters \(got "\*\*\*"\)$/,
      ],
      [{ OIDC_ISSUER: 'https://id.example.test' }, /OIDC_CLIENT_ID is required with OIDC_ISSUER/],
      [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' }, /^Configuration error: OIDC_ISSUER must be an absolute URL/],
      [
        { API_MODE: 'skipauth', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) },
        /skipauth .* refused when NODE_ENV=production/,
      ],
      [{ NODE_ENV: 'production' }, /SESSION_SECRET is required when NODE_ENV=production/],
      [{ ADMIN_EMAIL: 'a@example.test', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least/],
      [{ LOCAL_LOGIN: 'maybe' }, /^Configuration error: LOCAL_LOGIN must be true or false/],
    ];
    for (const [env, expected] of cases) {
      const message = problem(env);
      expect(message, JSON.stringify(env)).toMatch(expected);
      expect(message).not.toContain('\n');
    }
  });

  it('stops the server with that line and exit code 1', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Configuration error: PORT must be a number (got "abc")');
    const production = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', API_MODE: 'skipauth', SESSION_SECRET: 'y'.repeat(40) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(production.status).toBe(1);
    expect(production.stderr).toMatch(/skipauth/);
  });
});
