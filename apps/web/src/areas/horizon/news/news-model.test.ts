import { describe, expect, it } from 'vitest';
import { acceptSuggestion, isAutoValue, openSuggestions, rejectSuggestion } from './news-model.ts';

const TOPIC = '0b7f4a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';

describe('the auto badge', () => {
  const autoTags = ['tags:dora', `topics:${TOPIC}`, 'regulator', 'newsTypes:consultation'];
  it('marks the list values and the single values that a rule set', () => {
    expect(isAutoValue(autoTags, 'tags', 'dora')).toBe(true);
    expect(isAutoValue(autoTags, 'topics', TOPIC)).toBe(true);
    expect(isAutoValue(autoTags, 'newsTypes', 'consultation')).toBe(true);
    expect(isAutoValue(autoTags, 'regulator')).toBe(true);
  });
  it('leaves what a person set unmarked, and an item without rules', () => {
    expect(isAutoValue(autoTags, 'tags', 'priority')).toBe(false);
    expect(isAutoValue(autoTags, 'impact')).toBe(false);
    expect(isAutoValue(autoTags, 'countries', 'FR')).toBe(false);
    expect(isAutoValue(undefined, 'tags', 'dora')).toBe(false);
  });
});

describe('suggestions', () => {
  const data = {
    tags: ['dora'],
    topics: [],
    suggestions: [`topics:${TOPIC}`, 'tags:templates', '-tags:speech', 'odd', 'regulator:x'],
  };
  it('are the open ones, tags first, without the rejected or unreadable', () => {
    expect(openSuggestions(data)).toEqual([
      { entry: 'tags:templates', field: 'tags', value: 'templates' },
      { entry: `topics:${TOPIC}`, field: 'topics', value: TOPIC },
    ]);
    expect(openSuggestions({})).toEqual([]);
  });
  it('move into their field when accepted', () => {
    const [tag, topic] = openSuggestions(data);
    expect(acceptSuggestion(data, tag!)).toEqual({
      tags: ['dora', 'templates'],
      suggestions: [`topics:${TOPIC}`, '-tags:speech', 'odd', 'regulator:x'],
    });
    expect(acceptSuggestion(data, topic!)).toMatchObject({ topics: [TOPIC] });
    expect(acceptSuggestion({ ...data, tags: ['templates'] }, tag!).tags).toEqual(['templates']);
  });
  it('stay as rejected when rejected, so that the rules do not propose them again', () => {
    const [tag] = openSuggestions(data);
    expect(rejectSuggestion(data, tag!)).toEqual({
      suggestions: [`topics:${TOPIC}`, '-tags:templates', '-tags:speech', 'odd', 'regulator:x'],
    });
  });
});
