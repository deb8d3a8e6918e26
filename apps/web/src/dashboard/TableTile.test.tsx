// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { findArea, type Tile } from '@rh/core/areas';
import { contentType } from '@rh/core/content';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from '../app/theme.ts';
import type { Item } from '../content/api/types.ts';
import { tableColumns, TableTile } from './TableTile.tsx';

const tile = {
  kind: 'table',
  title: 'AI initiatives',
  query: { type: 'initiative' },
  columns: ['title', 'country', 'status', 'stage', 'nonsense'],
} as const satisfies Tile;

const item = (id: string, title: string, country: string): Item =>
  ({
    id,
    type: 'initiative',
    key: null,
    version: 1,
    stage: 'published',
    title,
    data: { title, country, status: 'in-force', domain: 'ai' },
    refs: {},
  }) as unknown as Item;

afterEach(cleanup);

describe('the table tile', () => {
  it("keeps the type's columns (and its stage), labelled as the type says", () => {
    expect(tableColumns(contentType('initiative'), tile.columns).map((column) => column.label)).toEqual([
      'Title',
      'Jurisdiction',
      'Status',
      'Stage',
    ]);
  });

  it("links each title to the area's page of the item, each country to the area's country page, and the list", () => {
    const element = createElement(TableTile, {
      area: findArea('ai')!,
      tile,
      items: [item('i1', 'EU AI Act', 'EU'), item('i2', 'Korea AI Basic Act', 'KR')],
      total: 53,
      link: '/ai/datastrats?type=initiative',
    });
    const themed = createElement(ThemeProvider, { theme: createAppTheme('light') }, element);
    const router = createMemoryRouter([{ path: '/ai/map', element: themed, handle: { name: 'AiMap' } }], {
      initialEntries: ['/ai/map'],
    });
    render(createElement(RouterProvider, { router }));
    const table = screen.getByRole('table', { name: 'AI initiatives' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'EU AI Act' }).getAttribute('href')).toBe('/ai/initiative/i1');
    expect(within(rows[2]!).getByRole('link', { name: 'South Korea' }).getAttribute('href')).toBe('/ai/country/KR');
    expect(within(rows[2]!).getByText('In force')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the list (53)' }).getAttribute('href')).toBe(
      '/ai/datastrats?type=initiative',
    );
  });
});
