import type { ParallelReading, ParallelRegulation, ParallelTopic } from './api.ts';

/** The ids the address names (`?regulations=a,b,c`), lower-cased, distinct, at most three. */
export function idsOf(search: URLSearchParams): string[] {
  const ids = search
    .getAll('regulations')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, 3);
}

/** A regulation's name as the comparison shows it: its short name, else its title. */
export const nameOf = (regulation: Pick<ParallelRegulation, 'shortName' | 'title'>): string =>
  regulation.shortName || regulation.title;

/** The topic's name with its parent ("Operational resilience › ICT risk"). */
export const topicName = (topic: Pick<ParallelTopic, 'label' | 'parent'>): string =>
  topic.parent ? `${topic.parent} › ${topic.label}` : topic.label;

/** Per regulation: the topics on which it alone has requirements (what it requires that the others do not). */
export function onlyOf(view: ParallelReading): { regulation: ParallelRegulation; topics: ParallelTopic[] }[] {
  return view.regulations.map((regulation) => ({
    regulation,
    topics: view.topics.filter((topic) => topic.key !== null && topic.onlyIn === regulation.id),
  }));
}

/** The topic rows shown: all, or those not covered by every regulation compared. */
export function rowsShown(view: ParallelReading, onlyDifferences: boolean): ParallelTopic[] {
  if (!onlyDifferences) return view.topics;
  return view.topics.filter((topic) => topic.presentIn.length < view.regulations.length);
}

/** The demo's worked example: DORA, NIS2 and the PRA's SS1/21, when all three can be compared. */
export function exampleIds(choices: readonly ParallelRegulation[]): string[] | null {
  const keys = ['DORA', 'NIS2', 'PRA SS1/21'];
  const ids = keys.map((key) => choices.find((choice) => choice.key === key || choice.shortName === key)?.id);
  return ids.every(Boolean) ? (ids as string[]) : null;
}
