import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../api/request.ts';
import {
  aggregateOptions,
  isAggregateError,
  type AggregateAnswer,
  type AggregateQuery,
  type AggregateResponse,
} from '../content/api/aggregate.ts';
import type { ListParams } from '../content/api/types.ts';

/** List parameters that are not filters of an aggregation: paging, order, and the scope (given beside them). */
const NOT_FILTERS = new Set(['limit', 'sort', 'cursor', 'deleted', 'scope']);
/** Most groups a pivot asks for (the server's most): more rows and columns than anyone reads. */
const MAX_GROUPS = 1000;

/** The aggregation of a pivot: the grid's list filters and scope, counted by one or two fields. */
export function pivotQuery(type: string, params: ListParams, by: readonly string[]): AggregateQuery {
  const filters = Object.fromEntries(Object.entries(params).filter(([name]) => !NOT_FILTERS.has(name)));
  return { id: 'pivot', type, ...(params.scope ? { scope: params.scope } : {}), filters, by, limit: MAX_GROUPS };
}

/** The pivot's answer; a refused query (403 for a type the caller may not read) as an ApiError, never zeros. */
function answerOf(response: AggregateResponse): AggregateAnswer {
  const result = response.results.pivot;
  if (!result) throw new ApiError('The server answered no counts.', 500);
  if (isAggregateError(result)) throw new ApiError(result.error.message, result.error.status);
  return result;
}

/** The pivot's counts (`POST /api/aggregate`); the previous ones stay on screen while the next load. */
export function usePivotCounts(type: string, params: ListParams, by: readonly string[]) {
  const query = useMemo(() => pivotQuery(type, params, by), [type, params, by]);
  return useQuery({
    ...aggregateOptions([query]),
    select: answerOf,
    enabled: by.length > 0,
    placeholderData: keepPreviousData,
  });
}
