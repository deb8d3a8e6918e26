import { findArea } from '@rh/core/areas';
import { countryName, extraListFilters } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { UUID, values as valuesOf, visibleWhere, type RawQuery } from '../../content/query.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { policyType } from './export-data.ts';

/**
 * The filters of an export as a person reads them, for the file's About sheet: each parameter given (already
 * validated by the list's rule) as its label and its values' labels; countries by name, references by the titles of
 * the items these roles may see.
 */
export async function describeFilters(
  db: Database,
  filters: RawQuery,
  roles: readonly string[],
): Promise<[string, string][]> {
  const type = policyType();
  const ids = Object.entries(filters).flatMap(([param, raw]) => {
    const field = type.fields.find((candidate) => candidate.name === param);
    return field?.kind === 'reference' || field?.kind === 'references' ? valuesOf(raw).filter((v) => UUID.test(v)) : [];
  });
  const titles = new Map(
    ids.length
      ? (
          await queryRows<{ id: string; title: string }>(
            db,
            sql`SELECT id, title FROM content_items WHERE id = ANY(${sql.param(ids)}::uuid[]) AND ${visibleWhere(roles)}`,
          )
        ).map((row) => [row.id, row.title])
      : [],
  );
  const out: [string, string][] = [];
  for (const [param, raw] of Object.entries(filters)) {
    const list = valuesOf(raw);
    if (list.length === 0) continue;
    if (param === 'q') {
      out.push(['Search text', list.join(',')]);
      continue;
    }
    if (param === 'scope') {
      out.push(['Area', list.map((id) => findArea(id)?.label ?? id).join('; ')]);
      continue;
    }
    const extra = extraListFilters(type).find((filter) => filter.param === param);
    if (extra) {
      const labels = list.map((value) => extra.options?.find((option) => option.value === value)?.label ?? value);
      out.push([extra.label, labels.join('; ')]);
      continue;
    }
    const [name = '', bound] = param.split('.');
    const field = type.fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const label = bound ? `${field.label} ${bound === 'from' ? 'from' : 'to'}` : field.label;
    const shown = list.map((value) => {
      if (field.kind === 'country' || field.kind === 'countries') return countryName(value);
      if (field.kind === 'reference' || field.kind === 'references') return titles.get(value) ?? value;
      return field.options?.find((option) => option.value === value)?.label ?? value;
    });
    out.push([label, shown.join('; ')]);
  }
  return out;
}
