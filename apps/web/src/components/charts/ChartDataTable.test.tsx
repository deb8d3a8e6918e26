// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from '../../app/theme.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import type { ChartTable } from './chart-table.ts';

afterEach(cleanup);

/** How MUI lines a cell up: a class per alignment (none for the default, left). */
const alignOf = (cell: HTMLElement) => (cell.className.includes('MuiTableCell-alignRight') ? 'right' : 'left');

describe('a chart’s data table', () => {
  it('lines each heading up with its column: text left, numbers right', () => {
    const table: ChartTable = {
      columns: ['Category', 'Action', 'Events', 'User-days'],
      rows: [
        [{ value: 'session', header: true }, { value: 'start' }, { value: 1234 }, { value: null }],
        [{ value: 'search', header: true }, { value: 'run' }, { value: 5 }, { value: 2 }],
      ],
    };
    render(
      createElement(
        ThemeProvider,
        { theme: createAppTheme('light') },
        createElement(ChartDataTable, { id: 't', caption: 'Events', table }),
      ),
    );
    const grid = screen.getByRole('table', { name: 'Events' });
    expect(within(grid).getAllByRole('columnheader').map(alignOf)).toEqual(['left', 'left', 'right', 'right']);
    const [, first] = within(grid).getAllByRole('row');
    expect(alignOf(within(first!).getByRole('rowheader'))).toBe('left');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['start', '1,234', '—']);
    expect(cells.map(alignOf)).toEqual(['left', 'right', 'right']);
  });
});
