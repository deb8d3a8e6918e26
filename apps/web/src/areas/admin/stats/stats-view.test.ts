import { describe, expect, it } from 'vitest';
import type { UsageStats } from './get-stats.ts';
import { accountsTable, eventsTable, pagesData, perDayData, periodLabel, queryOfParams } from './stats-view.ts';
import { tableCsv } from '../../../components/charts/chart-table.ts';

const TODAY = '2026-03-31';
const params = (text: string) => new URLSearchParams(text);

const stats: UsageStats = {
  from: '2026-03-30',
  to: '2026-03-31',
  audience: 'all',
  retentionDays: 90,
  keptFrom: '2025-12-31',
  days: [
    { day: '2026-03-30', pageviews: 0, events: 0, sessions: 0, users: 0 },
    { day: '2026-03-31', pageviews: 7, events: 2, sessions: 3, users: 3 },
  ],
  totals: { pageviews: 7, events: 2, sessions: 3, users: 3 },
  pages: [{ page: '/news', area: 'Horizon', views: 4, users: 3 }],
  areas: [{ area: 'Horizon', views: 4, pages: 1 }],
  accounts: [
    {
      account: 'a1',
      name: 'Client, "Bank"',
      pageviews: 3,
      events: 0,
      sessions: 1,
      users: 1,
      topPages: [
        { page: '/digitalgateway', views: 2 },
        { page: '/news', views: 1 },
      ],
    },
  ],
  events: [{ category: 'search', action: 'run', count: 1, users: 1 }],
  organisations: [{ id: 'a1', name: 'Client, "Bank"' }],
};

describe('stats view', () => {
  it('reads the period from the address: a preset, two dates, else the last 30 days', () => {
    expect(queryOfParams(params('days=7'), TODAY)).toEqual({
      from: '2026-03-25',
      to: TODAY,
      account: 'all',
      preset: 7,
    });
    expect(queryOfParams(params('from=2026-01-01&to=2026-01-31&account=staff'), TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      account: 'staff',
      preset: null,
    });
    expect(queryOfParams(params('days=12'), TODAY)).toMatchObject({ from: '2026-03-02', preset: 30 });
    expect(queryOfParams(params('from=junk&to=2026-01-31'), TODAY)).toMatchObject({ preset: 30 });
  });

  it('gives each chart its series and each table its rows, exported as CSV', () => {
    expect(perDayData(stats).series.map((series) => [series.name, series.values])).toEqual([
      ['Page views', [0, 7]],
      ['Sessions', [0, 3]],
      ['Users', [0, 3]],
      ['Events', [0, 2]],
    ]);
    expect(pagesData(stats).categories).toEqual([{ key: '/news', label: '/news' }]);
    expect(tableCsv(accountsTable(stats)).split(/\r?\n/)).toEqual([
      'Organisation,Page views,Events,Sessions,User-days,Most used pages',
      '"Client, ""Bank""",3,0,1,1,"/digitalgateway (2), /news (1)"',
      '',
    ]);
    expect(eventsTable(stats).rows).toEqual([
      [{ value: 'search', header: true }, { value: 'run' }, { value: 1 }, { value: 1 }],
    ]);
  });

  it('names a period in words', () => {
    expect(periodLabel('2026-03-01', '2026-03-31')).toBe('1 Mar 2026 – 31 Mar 2026');
    expect(periodLabel('2026-03-01', '2026-03-01')).toBe('1 Mar 2026');
  });
});
