import { describe, expect, it } from 'vitest';
import { ID_A, ID_B, memo } from '../test/fixtures.ts';
import { displayText, formatDate, formatDateRange, formatDateTime, formatTotal, htmlToText, linkOf } from './format.ts';

const field = (name: string) => memo.fields.find((candidate) => candidate.name === name)!;

describe('dates for people', () => {
  it('show a calendar date as that day in every time zone', () => {
    expect(formatDate('2025-03-31', 'en-GB')).toBe('31 Mar 2025');
    expect(formatDate('not a date', 'en-GB')).toBe('not a date');
  });

  it('show an instant in the time zone asked for', () => {
    expect(formatDateTime('2025-03-31T22:30:00Z', 'en-GB', 'UTC')).toBe('31 Mar 2025, 22:30');
    expect(formatDateTime('2025-03-31T22:30:00Z', 'en-GB', 'Europe/Paris')).toBe('1 Apr 2025, 00:30');
  });

  it('show a range, open or closed', () => {
    expect(formatDateRange({ start: '2025-01-01', end: '2025-03-31' }, 'en-GB')).toBe('1 Jan 2025 – 31 Mar 2025');
    expect(formatDateRange({ start: '2025-01-01', end: null }, 'en-GB')).toBe('from 1 Jan 2025');
    expect(formatDateRange('2025', 'en-GB')).toBe('');
  });
});

describe('the total of a list', () => {
  it('is exact with separators, or an estimate in round figures', () => {
    expect(formatTotal({ value: 1234, exact: true })).toBe('1,234 items');
    expect(formatTotal({ value: 1, exact: true })).toBe('1 item');
    expect(formatTotal({ value: 0, exact: true })).toBe('0 items');
    expect(formatTotal({ value: 1_234_567, exact: false })).toBe('about 1.2M items');
    expect(formatTotal({ value: 48_900, exact: false })).toBe('about 48.9K items');
  });
});

describe('a value as plain text', () => {
  const refs = { [ID_A]: { type: 'memo', title: 'Earlier memo', readable: true } };

  it('names countries, option labels and referenced items', () => {
    expect(displayText(field('countries'), ['FR', 'EU', 'INT'])).toBe('France, European Union, International');
    expect(displayText(field('country'), 'DE')).toBe('Germany');
    expect(displayText(field('kinds'), ['final-rule', 'retired'])).toBe('Final rule, retired');
    expect(displayText(field('impact'), 'high')).toBe('High');
    expect(displayText(field('related'), [ID_A, ID_B], refs)).toBe('Earlier memo, Item not available');
    expect(displayText(field('parent'), ID_A, refs)).toBe('Earlier memo');
  });

  it('says yes or no, formats numbers, and reads files and rich text', () => {
    expect(displayText(field('urgent'), false)).toBe('No');
    expect(displayText(field('pages'), 12345.5, {}, 'en-GB')).toBe('12,345.5');
    expect(displayText(field('attachment'), { name: 'Annex.pdf', url: 'https://x.test/a.pdf' })).toBe('Annex.pdf');
    expect(displayText(field('body'), '<p>Capital &amp; <strong>liquidity</strong></p><p>rules</p>')).toBe(
      'Capital & liquidity rules',
    );
  });

  it('is empty for empty values', () => {
    expect(displayText(field('title'), null)).toBe('');
    expect(displayText(field('tags'), [])).toBe('');
    expect(displayText(field('code'), '')).toBe('');
  });

  it('strips tags without a DOM', () => {
    expect(htmlToText('<script>x()</script>a&nbsp;&lt;b&gt;')).toBe('x() a <b>');
  });
});

describe('links of values', () => {
  it('open web addresses and mail, never other schemes', () => {
    expect(linkOf('url', 'https://esma.europa.eu')).toEqual({
      href: 'https://esma.europa.eu',
      text: 'https://esma.europa.eu',
    });
    expect(linkOf('url', 'javascript:alert(1)')).toBeNull();
    expect(linkOf('email', 'a@b.test')).toEqual({ href: 'mailto:a@b.test', text: 'a@b.test' });
    expect(linkOf('file', { name: 'Annex', url: 'https://x.test/a.pdf' })).toEqual({
      href: 'https://x.test/a.pdf',
      text: 'Annex',
    });
    expect(linkOf('file', { name: 'Annex', url: 'data:text/html,x' })).toBeNull();
  });
});
