import { countryName, type FieldDef, type Workflow } from '@rh/core/content';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { Dimension } from './aggregate-dimensions.ts';
import type { Group } from './aggregate.ts';
import { UUID, visibleWhere } from './query.ts';

/** The keys of the groups by the n-th dimension (0: key, 1: key2). */
function keysAt(groups: readonly Group[], n: number): string[] {
  const keys = groups.map((group) => (n === 0 ? group.key : group.key2));
  return [...new Set(keys.filter((key): key is string => typeof key === 'string'))];
}

/** Labels a dimension knows without the database: countries, enum options, workflow stages, yes/no. */
function fixedLabel(field: FieldDef | null, workflow: Workflow | undefined, key: string): string | undefined {
  if (!field) return workflow?.stages.find((stage) => stage.name === key)?.label;
  if (field.kind === 'country' || field.kind === 'countries') return countryName(key);
  if (field.kind === 'enum' || field.kind === 'enums') return field.options?.find((o) => o.value === key)?.label;
  if (field.kind === 'boolean') return key === 'true' ? 'Yes' : key === 'false' ? 'No' : undefined;
  return undefined;
}

/**
 * What a person reads for each key of the groups: names of countries, labels of enum values and stages, titles of
 * the items reference keys point at (as an item shows them: unless unpublished to these roles), names of tags.
 */
export async function labelsOf(
  db: Database,
  roles: readonly string[],
  dims: readonly Dimension[],
  groups: readonly Group[],
  workflow?: Workflow,
): Promise<Record<string, string>> {
  const labels: Record<string, string> = {};
  const ids = new Set<string>();
  const tags = new Set<string>();
  dims.forEach((dim, n) => {
    for (const key of keysAt(groups, n)) {
      const kind = dim.field?.kind;
      if (kind === 'reference' || kind === 'references') {
        if (UUID.test(key)) ids.add(key);
      } else if (kind === 'tags') {
        tags.add(key);
      } else {
        const label = fixedLabel(dim.field, workflow, key);
        if (label !== undefined) labels[key] = label;
      }
    }
  });
  const [titles, tagNames] = await Promise.all([
    ids.size
      ? queryRows<{ key: string; title: string }>(
          db,
          sql`SELECT id::text AS key, title FROM content_items
            WHERE id = ANY(${sql.param([...ids])}::uuid[]) AND ${visibleWhere(roles)}`,
        )
      : [],
    tags.size
      ? queryRows<{ key: string; title: string }>(
          db,
          sql`SELECT key, title FROM content_items
            WHERE type = 'tag' AND deleted_at IS NULL AND key = ANY(${sql.param([...tags])}::text[])`,
        )
      : [],
  ]);
  for (const row of [...titles, ...tagNames]) labels[row.key] = row.title;
  return labels;
}
