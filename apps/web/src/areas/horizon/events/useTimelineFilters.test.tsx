// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { useTimelineFilters, type TimelineFilters } from './useTimelineFilters.ts';

afterEach(cleanup);

it('keeps both of two filters set before the address has re-rendered, and the window it showed', async () => {
  let onChange: TimelineFilters['onChange'] | undefined;
  function Timeline() {
    ({ onChange } = useTimelineFilters());
    return null;
  }
  const router = createMemoryRouter([{ path: '/events', element: createElement(Timeline) }], {
    initialEntries: ['/events?start.from=2026-01-01&start.to=2026-03-31'],
  });
  render(createElement(RouterProvider, { router }));
  // Both with the handler of the same render, as two controls of the toolbar set in quick succession.
  const change = onChange!;
  await act(async () => {
    change('countries', ['DE']);
    change('kind', ['deadline']);
  });
  const search = new URLSearchParams(router.state.location.search);
  expect(search.getAll('countries')).toEqual(['DE']);
  expect(search.getAll('kind')).toEqual(['deadline']);
  expect(search.get('start.from')).toBe('2026-01-01');
  expect(search.get('start.to')).toBe('2026-03-31');
});
