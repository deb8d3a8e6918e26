import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/request.ts';

/** A piece of a matched item's field; `marks` are [start, end) offsets of the matches in `text`. */
export interface PreviewSnippet {
  field: string;
  text: string;
  marks: [number, number][];
}

/** What a rule would tag among the stored news items (`POST /api/autotags/preview`). */
export interface RulePreview {
  matched: number;
  checked: number;
  /** false: only the newest candidates were checked. */
  complete: boolean;
  items: { id: string; title: string; date: string | null; snippets: PreviewSnippet[] }[];
  tookMs: number;
}

export function previewRule(data: Record<string, unknown>): Promise<RulePreview> {
  return api.post<RulePreview>('cosmos', '/autotags/preview', { body: { data, limit: 50 } });
}

export function usePreviewRule() {
  return useMutation({ mutationFn: previewRule });
}
