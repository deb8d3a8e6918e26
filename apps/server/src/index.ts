export { buildApp, type App, type AppOptions } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
export { openDatabase, type DatabaseHandle } from './db/client.ts';
export { firstRun } from './bootstrap.ts';
