export * from './countries.ts';
export * from './define.ts';
export * from './fields.ts';
export * from './registry.ts';
export * from './schema.ts';
export * from './vocab.ts';
export * from '../workflow/workflow.ts';
export * from '../workflow/workflows.ts';
