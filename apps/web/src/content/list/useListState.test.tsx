// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { memo } from '../test/fixtures.ts';
import { withFilter, type ListState } from './list-state.ts';
import { useListState, type ListStateChange } from './useListState.ts';

/** The memo list at `/memos?<query>`; answers the router and the hook's setter of the latest render. */
function renderList(query: string) {
  let update: ((change: ListStateChange) => void) | undefined;
  function List() {
    [, update] = useListState(memo);
    return null;
  }
  const router = createMemoryRouter([{ path: '/memos', element: createElement(List) }], {
    initialEntries: [`/memos?${query}`],
  });
  render(createElement(RouterProvider, { router }));
  return { router, search: () => router.state.location.search, update: () => update! };
}

const setFilter = (param: string, values: string[]) => (current: ListState) => withFilter(current, param, values);

afterEach(cleanup);

describe('changing a list view in the URL', () => {
  it('composes two changes made before the URL has re-rendered: neither is lost', async () => {
    const list = renderList('impact=high');
    // Both with the setter of the same render, as two controls of one filter bar do when set in quick succession.
    const update = list.update();
    await act(async () => {
      update(setFilter('countries', ['DE']));
      update(setFilter('issuedOn.from', ['2025-01-01']));
    });
    expect(new URLSearchParams(list.search()).toString()).toBe('countries=DE&impact=high&issuedOn.from=2025-01-01');
  });

  it('builds on the URL again once it has moved on (the back button, a link)', async () => {
    const list = renderList('');
    await act(async () => list.update()(setFilter('countries', ['DE'])));
    await act(async () => list.router.navigate('/memos?impact=low'));
    await act(async () => list.update()(setFilter('countries', ['FR'])));
    expect(new URLSearchParams(list.search()).toString()).toBe('countries=FR&impact=low');
  });

  it('still takes a whole view', async () => {
    const list = renderList('impact=high');
    await act(async () => list.update()((current) => ({ ...current, q: 'capital', limit: 50 })));
    const view = { q: '', sort: null, limit: 25, deleted: true, filters: {} } satisfies ListState;
    await act(async () => list.update()(view));
    expect(list.search()).toBe('?deleted=true');
  });
});
