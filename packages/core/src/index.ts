export * from './access/resources.ts';
export * from './access/roles.ts';
export * from './access/can.ts';
export * from './access/effective.ts';
export * from './access/menu.ts';
export * from './access/demo-users.ts';
export * from './constants.ts';
