import { Typography } from '@mui/material';
import { countryName } from '@rh/core/countries';
import { useEffect, useState } from 'react';
import { lookupItems } from '../../content/api/lookup-items.ts';
import type { Preferences } from './api.ts';

/**
 * What the user follows in words ("Countries: France, Germany · Topics: Climate risk"). Home's own, lighter than the
 * alerts' QuerySummary: no content declarations, no query library, one lookup of the topics' titles.
 */
export function FollowingSummary({ preferences }: { preferences: Preferences }) {
  const { countries, topics } = preferences;
  const [titles, setTitles] = useState<ReadonlyMap<string, string> | null>(null);
  const ids = topics.join(',');
  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    lookupItems('topic', { ids }, controller.signal).then(
      (items) => setTitles(new Map(items.map((item) => [item.id, item.title]))),
      () => {
        if (!controller.signal.aborted) setTitles(new Map());
      },
    );
    return () => controller.abort();
  }, [ids]);
  const parts: string[] = [];
  if (countries.length) parts.push(`Countries: ${countries.map(countryName).join(', ')}`);
  if (topics.length) {
    parts.push(`Topics: ${topics.map((id) => titles?.get(id) ?? (titles ? 'unknown' : '…')).join(', ')}`);
  }
  return <Typography variant="body2">{parts.join(' · ')}</Typography>;
}
