// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contentType } from '@rh/core/content';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './FilterBar.tsx';
import { parseListState, type ListState } from './list-state.ts';

/** The screen is narrower than `sm` (a phone) or not, as MUI's useMediaQuery asks it. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

/** The bar of a type's list at `?query`; answers the state after the changes it asked for. */
function renderBar(typeName: string, query: string) {
  const type = contentType(typeName);
  let state: ListState = parseListState(type, new URLSearchParams(query));
  const onChange = (change: (current: ListState) => ListState) => {
    state = change(state);
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(createElement(QueryClientProvider, { client }, createElement(FilterBar, { type, state, onChange })));
  return () => state;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the filter bar', () => {
  it('offers the workflow’s stage and “waiting for me” on a type with a workflow, and sets them', () => {
    screenWidth(false);
    const state = renderBar('article', 'stage=review');
    expect(screen.getByRole('combobox', { name: 'Stage' }).textContent).toBe('In review');
    act(() => fireEvent.click(screen.getByRole('switch', { name: 'Waiting for me' })));
    expect(state().filters).toEqual({ stage: ['review'], waiting: ['true'] });
  });

  it('offers neither on a type without a workflow', () => {
    screenWidth(false);
    renderBar('regulator', '');
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Waiting for me' })).toBeNull();
  });

  it('folds the controls behind one button counting the filters set, below sm', () => {
    screenWidth(true);
    renderBar('article', 'stage=review&impact=high&q=dora');
    expect(screen.getByRole('searchbox', { name: 'Search insights' })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    act(() => fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBeTruthy();
  });

  it('shows every control at sm and up, with no such button', () => {
    screenWidth(false);
    renderBar('article', 'stage=review');
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Impact' })).toBeTruthy();
  });
});
