// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupItemsOptions } from '../api/lookup-items.ts';
import { ReferenceAutocomplete } from './ReferenceAutocomplete.tsx';

const DORA = { id: '00000000-0000-4000-8000-000000000001', title: 'DORA', key: null };
const MIFID = { id: '00000000-0000-4000-8000-000000000002', title: 'MiFID', key: null };

/** A topics picker holding DORA, whose search (nothing typed yet) offers DORA and MiFID from the cache. */
function renderTopics(onChange: (ids: string[]) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(lookupItemsOptions('topic', { q: '' }).queryKey, [DORA, MIFID]);
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ReferenceAutocomplete, {
        to: 'topic',
        multiple: true,
        value: [DORA.id],
        onChange,
        label: 'Topics',
        refs: { [DORA.id]: { title: 'DORA', type: 'topic', readable: true } } as never,
      }),
    ),
  );
  const input = screen.getByRole('combobox');
  act(() => {
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
  });
  return input;
}

afterEach(cleanup);

describe('choosing items in a several-items picker', () => {
  it('keeps an item chosen again (a topic was lost this way): clicking it in the list is a no-op', () => {
    const onChange = vi.fn();
    renderTopics(onChange);
    fireEvent.click(screen.getByRole('option', { name: 'DORA' }));
    expect(onChange).not.toHaveBeenCalledWith([]);
  });

  it('keeps an item chosen again by the keyboard (Enter on it)', () => {
    const onChange = vi.fn();
    const input = renderTopics(onChange);
    // The highlight opens on the chosen DORA.
    const highlighted = input.getAttribute('aria-activedescendant');
    expect(highlighted && document.getElementById(highlighted)?.textContent).toBe('DORA');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalledWith([]);
  });

  it('still adds another item, and its chip still removes one', () => {
    const onChange = vi.fn();
    renderTopics(onChange);
    fireEvent.click(screen.getByRole('option', { name: 'MiFID' }));
    expect(onChange).toHaveBeenLastCalledWith([DORA.id, MIFID.id]);
    const chip = screen.getByRole('button', { name: 'DORA' });
    fireEvent.keyDown(chip, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
