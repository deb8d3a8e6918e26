import type { Jurisdiction } from '../areas/jurisdiction-api.ts';

type Regulations = NonNullable<Jurisdiction['regulations']>;
type Format = (date: string) => string;

/** Today as the server dates regulations (UTC, `YYYY-MM-DD`). */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The line under a regulation in force: since when, and, for an act whose rules apply later (the EU AI Act's way),
 * from when they apply.
 */
export function inForceDetail(row: Regulations['inForce'][number], today: string, format: Format): string {
  return [
    row.effectiveOn ? `in force since ${format(row.effectiveOn)}` : '',
    row.applicationOn && row.applicationOn > today ? `applies from ${format(row.applicationOn)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The line under a coming regulation: its status (an act in force from a later date says from when), when it takes
 * effect if later, and from when it applies.
 */
export function comingDetail(
  row: Regulations['coming'][number],
  today: string,
  format: Format,
  statusLabel: (status: string) => string,
): string {
  const later = row.effectiveOn && row.effectiveOn > today ? row.effectiveOn : null;
  const status =
    row.status === 'in-force' && later
      ? `in force from ${format(later)}`
      : [row.status && statusLabel(row.status), later && `takes effect ${format(later)}`];
  const applies = row.applicationOn && row.applicationOn !== later ? `applies from ${format(row.applicationOn)}` : '';
  return [status, applies].flat().filter(Boolean).join(' · ');
}
