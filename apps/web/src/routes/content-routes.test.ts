import { SCREEN_ROUTES } from '@rh/core/content';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './table.ts';

const byName = new Map(ROUTES.map((route) => [route.name, route]));
const required = (path: string) => [...path.matchAll(/:(\w+)(?!\w*\?)/g)].map((match) => match[1]);
const any = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * The content declarations name the routes that show their generic screens (`routes` of each type); the web finds
 * the screen from the route's name at run time. These checks keep both sides in step.
 */
describe('routes of the generic content screens', () => {
  it('are routes of the table', () => {
    const unknown = [...SCREEN_ROUTES.keys()].filter((name) => !byName.has(name));
    expect(unknown, 'route names in content declarations that the route table lacks').toEqual([]);
  });

  it('name the item where a screen shows one, and nothing where it shows none', () => {
    for (const [name, { type, screen }] of SCREEN_ROUTES) {
      const path = byName.get(name)?.path ?? '';
      const params = required(path);
      if (screen === 'list' || screen === 'add') expect(params, `${name} (${type.name} ${screen})`).toEqual([]);
      if (screen === 'edit') expect(params, `${name} (${type.name} edit)`).toEqual(['id']);
      if (screen === 'detail') {
        // One param names the item (`/admin/sla/:id?` leaves it optional; the page then asks for one).
        const named = any(path);
        expect(params.length <= 1 && named.length >= 1, `${name} (${type.name} detail): ${path}`).toBe(true);
        // A route that names the item by something other than its id needs a key to put there.
        if (named[0] !== 'id') expect(type.keyField, `${name}: ${type.name} has no keyField`).toBeTruthy();
      }
    }
  });
});
