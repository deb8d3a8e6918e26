import { expect, it } from 'vitest';
import { loadScreenGrants } from '../src/routes/screen-grants.ts';
import { screenGrantEntries } from './screen-grants-module.ts';

it('gives Home the same grants as the declarations the other pages load', async () => {
  const built = new Map((await screenGrantEntries()).map(([name, resource, action]) => [name, { resource, action }]));
  const loaded = await loadScreenGrants();
  expect(built.size).toBeGreaterThan(50);
  expect(built).toEqual(new Map(loaded));
});
