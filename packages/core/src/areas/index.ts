export * from './define.ts';
export * from './areas.ts';
export * from './lookup.ts';
export * from './explorers.ts';
export * from './dates.ts';
