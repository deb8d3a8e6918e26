import type { ContentType } from './define.ts';

/** A filter of a type's list beyond its fields (issue 13), as the list's URL and the API name it. */
export interface ExtraListFilter {
  param: 'stage' | 'waiting' | 'mine' | 'unread' | 'starred' | 'review' | 'createdAt.to' | `${string}.has`;
  label: string;
  /** The values it takes; none: a date-time (an ISO instant). */
  options?: readonly { value: string; label: string }[];
  /** Only one value at a time (a yes/no, a bound). */
  single: boolean;
}

/**
 * The filters a type's list takes beyond its fields: the workflow stage, the editorial queue ("waiting for me":
 * the stages the caller's roles may move on) and the caller's own items ("mine": created by them) on a type with a
 * workflow; the caller's unread and starred items on a
 * type with a reader; whether an item is flagged for review (`reviewOnChange`); whether a reference field holds a
 * value (`list.has`: obligations with no control); and `createdAt.to` on every type (what had arrived by then: a list that does not move while
 * someone works through it). The server turns each into SQL (apps/server content/list-filters.ts).
 */
export function extraListFilters(type: ContentType): ExtraListFilter[] {
  const filters: ExtraListFilter[] = [];
  if (type.workflow) {
    filters.push(
      {
        param: 'stage',
        label: 'Stage',
        options: type.workflow.stages.map(({ name, label }) => ({ value: name, label })),
        single: false,
      },
      {
        param: 'waiting',
        label: 'Waiting for me',
        options: [{ value: 'true', label: 'Waiting for me' }],
        single: true,
      },
      { param: 'mine', label: 'Mine', options: [{ value: 'true', label: 'Created by me' }], single: true },
    );
  }
  if (type.reader) {
    filters.push(
      {
        param: 'unread',
        label: 'Read',
        options: [
          { value: 'true', label: 'Unread' },
          { value: 'false', label: 'Read' },
        ],
        single: true,
      },
      { param: 'starred', label: 'Starred', options: [{ value: 'true', label: 'Starred' }], single: true },
    );
  }
  if (type.reviewOnChange) {
    filters.push({
      param: 'review',
      label: 'Review',
      options: [
        { value: 'flagged', label: 'Changed, to review' },
        { value: 'clear', label: 'Nothing to review' },
      ],
      single: true,
    });
  }
  for (const [field, has] of Object.entries(type.list.has ?? {})) {
    filters.push({
      param: `${field}.has`,
      label: has.label,
      options: [
        { value: 'true', label: has.with },
        { value: 'false', label: has.without },
      ],
      single: true,
    });
  }
  filters.push({ param: 'createdAt.to', label: 'Arrived by', single: true });
  return filters;
}
