// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { WhenVisible } from './WhenVisible.tsx';

afterEach(() => {
  cleanup();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

/** jsdom has no layout, so no IntersectionObserver: this one reports what the test says the viewport shows. */
function installObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  globalThis.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
  return (isIntersecting: boolean) => {
    for (const { callback, targets } of observers) {
      const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) callback(entries, {} as IntersectionObserver);
    }
  };
}

it('shows the placeholder until its place comes into view, then the content', () => {
  const scroll = installObserver();
  render(<WhenVisible placeholder={<p>later</p>}>{<p>the dashboard</p>}</WhenVisible>);
  expect(screen.getByText('later')).toBeTruthy();
  act(() => scroll(false));
  expect(screen.queryByText('the dashboard')).toBeNull();
  act(() => scroll(true));
  expect(screen.getByText('the dashboard')).toBeTruthy();
  expect(screen.queryByText('later')).toBeNull();
});

it('renders at once where the browser cannot tell what is visible', () => {
  render(<WhenVisible placeholder={<p>later</p>}>{<p>the dashboard</p>}</WhenVisible>);
  expect(screen.getByText('the dashboard')).toBeTruthy();
});
