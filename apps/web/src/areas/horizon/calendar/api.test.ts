import { describe, expect, it } from 'vitest';
import { eventIcsUrl, feedUrlWithFilters } from './api.ts';

describe('calendar addresses', () => {
  it('carry the list’s filters but not its paging, sort or shown dates', () => {
    const url = 'https://rh.example/api/calendar/abc.ics';
    expect(
      feedUrlWithFilters(url, {
        kind: 'hearing,deadline',
        countries: 'FR',
        'start.from': '2026-01-01',
        'start.to': '2026-12-31',
        limit: '25',
        sort: '-start',
        q: '',
      }),
    ).toBe(`${url}?kind=hearing%2Cdeadline&countries=FR`);
    expect(feedUrlWithFilters(url, { limit: '25' })).toBe(url);
  });

  it('name one event’s file', () => {
    expect(eventIcsUrl('1234', '/api')).toBe('/api/calendar/event/1234.ics');
  });
});
