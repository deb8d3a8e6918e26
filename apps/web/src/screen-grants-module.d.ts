/** Built by apps/web/tools/screen-grants-module.ts: `[route name, resource, action]` of every content screen. */
declare module 'virtual:rh-screen-grants' {
  const entries: readonly [name: string, resource: string, action: string][];
  export default entries;
}
