import type { AggregateGroup } from '../content/api/aggregate.ts';
import { findContentType } from '@rh/core/content';

/** One group of an aggregation, as the endpoint answers it. */
export type Group = AggregateGroup;

/**
 * The label of a group's key: the server's (reference titles, country names, enum labels), else a workflow stage's
 * or an enum option's label from the type's declaration, else the key itself; "None" for items without a value.
 */
export function groupLabel(
  typeName: string,
  field: string,
  key: string | null | undefined,
  labels: Readonly<Record<string, string>> = {},
): string {
  if (key === null || key === undefined || key === '') return 'None';
  const known = labels[key];
  if (known) return known;
  const type = findContentType(typeName);
  if (field === 'stage') return type?.workflow?.stages.find((stage) => stage.name === key)?.label ?? key;
  const option = type?.fields.find((candidate) => candidate.name === field)?.options?.find((one) => one.value === key);
  return option?.label ?? key;
}

/** Whether a field of a type holds dates: its groups are days, shown in order of time rather than by count. */
export function isDateField(typeName: string, field: string): boolean {
  if (['createdAt', 'updatedAt'].includes(field)) return true;
  const kind = findContentType(typeName)?.fields.find((candidate) => candidate.name === field)?.kind;
  return kind === 'date' || kind === 'datetime';
}

/** The groups in the order a chart shows them: by time for dates and months, else the largest first. */
export function orderGroups(groups: readonly Group[], byTime: boolean): Group[] {
  const sorted = [...groups];
  if (byTime) return sorted.sort((a, b) => String(a.month ?? a.key).localeCompare(String(b.month ?? b.key)));
  return sorted.sort((a, b) => b.count - a.count);
}
