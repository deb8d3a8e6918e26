import { contentType, countryName, type FieldDef } from '@rh/core/content';
import type { ListParams } from '../../../content/api/types.ts';
import { optionLabel } from '../../../content/fields/format.ts';
import { listParams, listStateToSearch, parseListState, type ListState } from '../../../content/list/list-state.ts';

/**
 * What the download wizard's first step chooses, kept in the address as the policy list's own filter parameters
 * (`country`, `policyType`, `status`, `sectors`, `effectiveOn.from`, `effectiveOn.to`, `q`): the same address
 * filters the policy table, the count and the export, and can be bookmarked or sent on.
 */
export interface DownloadChoices {
  /** Jurisdiction codes (`GB`, `EU`); none: every jurisdiction. */
  countries: string[];
  /** Instruments (`policyType` options); none: every instrument. */
  policyTypes: string[];
  statuses: string[];
  sectors: string[];
  /** Effective between these days (`YYYY-MM-DD`), each bound optional. */
  from: string;
  to: string;
  /** Words in the title or summary. */
  q: string;
}

export const NO_CHOICES: DownloadChoices = {
  countries: [],
  policyTypes: [],
  statuses: [],
  sectors: [],
  from: '',
  to: '',
  q: '',
};

/** The 27 member states of the European Union (the EU's own policies are under `EU`). */
export const EU_MEMBER_STATES: readonly string[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]; // prettier-ignore

const policy = contentType('policy');
const field = (name: string): FieldDef => {
  const found = policy.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`The policy type has no field ${name}`);
  return found;
};
/** The fields the wizard filters on, from the policy declaration (labels and options come from there). */
export const policyFields = {
  country: field('country'),
  policyType: field('policyType'),
  status: field('status'),
  sectors: field('sectors'),
  effectiveOn: field('effectiveOn'),
};

function toListState(choices: DownloadChoices): ListState {
  const filters: Record<string, string[]> = {
    country: choices.countries,
    policyType: choices.policyTypes,
    status: choices.statuses,
    sectors: choices.sectors,
    'effectiveOn.from': choices.from ? [choices.from] : [],
    'effectiveOn.to': choices.to ? [choices.to] : [],
  };
  for (const param of Object.keys(filters)) if (!filters[param]!.length) delete filters[param];
  return { q: choices.q.trim(), sort: null, limit: 25, deleted: false, filters };
}

/** Reads the choices from an address; parameters the wizard does not choose and refused values are left out. */
export function choicesFromSearch(search: URLSearchParams): DownloadChoices {
  const { q, filters } = parseListState(policy, search);
  return {
    countries: [...(filters.country ?? [])],
    policyTypes: [...(filters.policyType ?? [])],
    statuses: [...(filters.status ?? [])],
    sectors: [...(filters.sectors ?? [])],
    from: filters['effectiveOn.from']?.[0] ?? '',
    to: filters['effectiveOn.to']?.[0] ?? '',
    q,
  };
}

/** The address's query of the choices: the policy list's parameters, empty ones left out, in a stable order. */
export function choicesToSearch(choices: DownloadChoices): URLSearchParams {
  return listStateToSearch(toListState(choices));
}

/** The content list's query counting the policies the choices select (one item asked for: only its total is read). */
export function countParams(choices: DownloadChoices): ListParams {
  return { ...listParams(toListState(choices)), limit: '1' };
}

/** Whether nothing narrows the selection (every policy is chosen). */
export function choosesEverything(choices: DownloadChoices): boolean {
  return choicesToSearch(choices).size === 0;
}

/** The choices in words, one line per kind of choice ("Jurisdictions: France, Germany"); "any" where none is made. */
export function describeChoices(choices: DownloadChoices): { label: string; value: string }[] {
  const named = (values: string[], name: (value: string) => string, any: string) =>
    values.length ? values.map(name).join(', ') : any;
  const dates =
    choices.from && choices.to
      ? `${choices.from} to ${choices.to}`
      : choices.from
        ? `from ${choices.from}`
        : choices.to
          ? `until ${choices.to}`
          : 'any date';
  const lines = [
    { label: 'Jurisdictions', value: named(choices.countries, countryName, 'all') },
    {
      label: 'Instruments',
      value: named(choices.policyTypes, (value) => optionLabel(policyFields.policyType, value), 'all'),
    },
    { label: 'Statuses', value: named(choices.statuses, (value) => optionLabel(policyFields.status, value), 'any') },
    { label: 'Sectors', value: named(choices.sectors, (value) => optionLabel(policyFields.sectors, value), 'any') },
    { label: 'Effective', value: dates },
  ];
  return choices.q ? [...lines, { label: 'Words', value: `“${choices.q}”` }] : lines;
}
