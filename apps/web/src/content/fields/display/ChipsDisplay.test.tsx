// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { FieldDef } from '@rh/core/content';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChipsDisplay } from './ChipsDisplay.tsx';
import { CountryLinksContext } from './country-path.ts';

const countries = { name: 'countries', label: 'Countries', kind: 'countries' } as FieldDef;
const tags = { name: 'tags', label: 'Tags', kind: 'tags' } as FieldDef;

/** The chips rendered on a route of the table (its name in the handle, as the app's router puts it). */
function renderOn(routeName: string, path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path, element, handle: { name: routeName } }], { initialEntries: [path] });
  render(createElement(RouterProvider, { router }));
}

const chips = (field: FieldDef, value: unknown) => createElement(ChipsDisplay, { field, value, refs: {} });

afterEach(cleanup);

describe('country chips', () => {
  it("open the area's country page on an area's route", () => {
    renderOn('TaxRecords', '/tax/records', chips(countries, ['FR', 'EU']));
    expect(screen.getByRole('link', { name: 'France' }).getAttribute('href')).toBe('/tax/country/FR');
    expect(screen.getByRole('link', { name: 'European Union' }).getAttribute('href')).toBe('/tax/country/EU');
  });

  it('open the market page of the climate dashboard', () => {
    renderOn('PoliciesTable', '/impact/policies/table', chips(countries, ['DE']));
    expect(screen.getByRole('link', { name: 'Germany' }).getAttribute('href')).toBe('/impact/policies/market/DE');
  });

  it('open the jurisdiction page where the area has no country page of its own', () => {
    renderOn('News', '/news', chips(countries, ['GB']));
    expect(screen.getByRole('link', { name: 'United Kingdom' }).getAttribute('href')).toBe('/jurisdiction/GB');
  });

  it('stay plain inside a row that is a link, and tags are never links', () => {
    renderOn(
      'TaxRecords',
      '/tax/records',
      createElement(CountryLinksContext.Provider, { value: false }, chips(countries, ['FR'])),
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('France')).toBeTruthy();
    cleanup();
    renderOn('TaxRecords', '/tax/records', chips(tags, ['carbon']));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
