import { describe, expect, it } from 'vitest';
import {
  NO_CHOICES,
  EU_MEMBER_STATES,
  choicesFromSearch,
  choicesToSearch,
  choosesEverything,
  countParams,
  describeChoices,
  type DownloadChoices,
} from './choices.ts';
import { templateOfRoute } from './templates.ts';

const chosen: DownloadChoices = {
  countries: ['GB', 'FR'],
  policyTypes: ['carbon-pricing', 'disclosure'],
  statuses: ['in-force'],
  sectors: ['energy'],
  from: '2020-01-01',
  to: '2026-12-31',
  q: 'emissions trading',
};

describe('the download choices in the address', () => {
  it('writes the policy list’s own parameters, repeated for several values, in a stable order', () => {
    expect(choicesToSearch(chosen).toString()).toBe(
      'q=emissions+trading&country=GB&country=FR&effectiveOn.from=2020-01-01&effectiveOn.to=2026-12-31' +
        '&policyType=carbon-pricing&policyType=disclosure&sectors=energy&status=in-force',
    );
  });

  it('reads back what it wrote', () => {
    expect(choicesFromSearch(choicesToSearch(chosen))).toEqual(chosen);
    expect(choicesFromSearch(choicesToSearch(NO_CHOICES))).toEqual(NO_CHOICES);
  });

  it('leaves out empty choices, so that choosing nothing is an empty query', () => {
    expect(choicesToSearch({ ...NO_CHOICES, q: '  ' }).toString()).toBe('');
    expect(choosesEverything(NO_CHOICES)).toBe(true);
    expect(choosesEverything({ ...NO_CHOICES, statuses: ['adopted'] })).toBe(false);
  });

  it('drops values the list would refuse and parameters the wizard does not choose', () => {
    const read = choicesFromSearch(
      new URLSearchParams(
        'country=DE&policyType=nonsense&policyType=taxonomy&status=adopted&status=adopted' +
          '&effectiveOn.from=2020-13&sort=title&limit=50&regulator=x&stage=draft',
      ),
    );
    expect(read).toEqual({ ...NO_CHOICES, countries: ['DE'], policyTypes: ['taxonomy'], statuses: ['adopted'] });
    expect(choicesToSearch(read).toString()).toBe('country=DE&policyType=taxonomy&status=adopted');
  });

  it('counts with the list API’s comma-joined filters, asking for one item', () => {
    expect(countParams({ ...NO_CHOICES, countries: ['GB', 'FR'], to: '2025-06-30' })).toEqual({
      limit: '1',
      country: 'GB,FR',
      'effectiveOn.to': '2025-06-30',
    });
  });
});

describe('the choices in words', () => {
  it('names jurisdictions and options, and says "all" or "any" where nothing is chosen', () => {
    expect(describeChoices({ ...NO_CHOICES, countries: ['GB', 'EU'], policyTypes: ['carbon-pricing'] })).toEqual([
      { label: 'Jurisdictions', value: 'United Kingdom, European Union' },
      { label: 'Instruments', value: 'Carbon pricing' },
      { label: 'Statuses', value: 'any' },
      { label: 'Sectors', value: 'any' },
      { label: 'Effective', value: 'any date' },
    ]);
    expect(describeChoices({ ...NO_CHOICES, from: '2024-01-01', q: 'ETS' }).slice(-2)).toEqual([
      { label: 'Effective', value: 'from 2024-01-01' },
      { label: 'Words', value: '“ETS”' },
    ]);
  });
});

describe('the wizard’s fixed data', () => {
  it('knows the 27 EU member states, each once', () => {
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    expect(EU_MEMBER_STATES).toContain('DE');
    expect(EU_MEMBER_STATES).not.toContain('GB');
  });

  it('reads the template from the route name', () => {
    expect(templateOfRoute('PoliciesDownloadChooseTemplateGrouped')).toBe('grouped');
    expect(templateOfRoute('PoliciesDownloadChooseTemplateTable')).toBe('table');
    expect(templateOfRoute(undefined)).toBe('basic');
  });
});
