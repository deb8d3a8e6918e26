import { describe, expect, it } from 'vitest';
import type { Item } from '../../../content/api/types.ts';
import { eventFromNews, eventKindOf, insightFromNews } from './news-prefill.ts';

const REGULATOR = '0b7f4a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const TOPIC = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';
const NEWS = '11111111-2222-4333-8444-555555555555';

const item = (data: Record<string, unknown>): Item => ({
  id: NEWS,
  type: 'newsitem',
  key: null,
  version: 3,
  stage: null,
  title: 'ESMA consults on DORA templates',
  data,
  refs: {},
  createdAt: '2026-11-16T09:00:00.000Z',
  createdBy: null,
  updatedAt: '2026-11-16T09:00:00.000Z',
  updatedBy: null,
  deletedAt: null,
  abilities: { update: true, delete: true, restore: false, transitions: [] },
});

const news = item({
  url: 'https://esma.example/news/1',
  publishedAt: '2026-11-16T09:00:00.000Z',
  summary: '  Responses by February.  ',
  regulator: REGULATOR,
  countries: ['EU'],
  topics: [TOPIC],
  tags: ['dora'],
  newsTypes: ['consultation'],
  impact: 'high',
});

describe('forms filled in from a news item', () => {
  it('make an event of its title, day, scope and link, pointing back at the item', () => {
    expect(eventFromNews(news)).toEqual({
      title: 'ESMA consults on DORA templates',
      kind: 'consultation-closes',
      start: '2026-11-16',
      regulator: REGULATOR,
      countries: ['EU'],
      topics: [TOPIC],
      url: 'https://esma.example/news/1',
      news: [NEWS],
      description: 'Responses by February.',
    });
  });

  it('make an insight of its title and text, its scope and tags, linking the item as news', () => {
    expect(insightFromNews(news)).toEqual({
      title: 'ESMA consults on DORA templates',
      summary: 'Responses by February.',
      regulators: [REGULATOR],
      countries: ['EU'],
      topics: [TOPIC],
      tags: ['dora'],
      impact: 'high',
      news: [NEWS],
    });
  });

  it('use the content’s text when there is no summary, cut short for the address', () => {
    const long = item({ content: `<p>${'word '.repeat(400)}</p>` });
    const summary = insightFromNews(long).summary as string;
    expect(summary.length).toBe(1000);
    expect(summary.endsWith('…')).toBe(true);
    expect(insightFromNews(long).regulators).toEqual([]);
    expect(eventFromNews(long)).toMatchObject({ start: '', kind: 'publication', regulator: undefined });
  });

  it('guess the event’s kind from the news types', () => {
    expect(eventKindOf(['final-rule'])).toBe('application-date');
    expect(eventKindOf(['speech'])).toBe('publication');
  });
});
