import { can } from '../access/can.ts';
import type { ContentType, TypeRoutes } from './define.ts';
import { article } from './types/article.ts';
import { assetclass } from './types/assetclass.ts';
import { assurance } from './types/assurance.ts';
import { autotag } from './types/autotag.ts';
import { businessfunction } from './types/businessfunction.ts';
import { surveillanceCase } from './types/case.ts';
import { comm } from './types/comm.ts';
import { control } from './types/control.ts';
import { controlstatus } from './types/controlstatus.ts';
import { controltheme } from './types/controltheme.ts';
import { coverage } from './types/coverage.ts';
import { dataelement } from './types/dataelement.ts';
import { disclosure } from './types/disclosure.ts';
import { doc } from './types/doc.ts';
import { entitytype } from './types/entitytype.ts';
import { evidence } from './types/evidence.ts';
import { event } from './types/event.ts';
import { expert } from './types/expert.ts';
import { extsource } from './types/extsource.ts';
import { faq } from './types/faq.ts';
import { faqrisk } from './types/faqrisk.ts';
import { faqstatus } from './types/faqstatus.ts';
import { faqtheme } from './types/faqtheme.ts';
import { impactstatus } from './types/impactstatus.ts';
import { impacttopic } from './types/impacttopic.ts';
import { initiative } from './types/initiative.ts';
import { keyword } from './types/keyword.ts';
import { label } from './types/label.ts';
import { marrisk } from './types/marrisk.ts';
import { metric } from './types/metric.ts';
import { metricvalue } from './types/metricvalue.ts';
import { newsitem } from './types/newsitem.ts';
import { newstype } from './types/newstype.ts';
import { obligation } from './types/obligation.ts';
import { person } from './types/person.ts';
import { persontype } from './types/persontype.ts';
import { policy } from './types/policy.ts';
import { businessProcess } from './types/process.ts';
import { producttype } from './types/producttype.ts';
import { project } from './types/project.ts';
import { publication } from './types/publication.ts';
import { regbite } from './types/regbite.ts';
import { regtopicgroup } from './types/regtopicgroup.ts';
import { regulation } from './types/regulation.ts';
import { regulator } from './types/regulator.ts';
import { reportingframework } from './types/reportingframework.ts';
import { reportingfrequency } from './types/reportingfrequency.ts';
import { reportingmiitem } from './types/reportingmiitem.ts';
import { requirement } from './types/requirement.ts';
import { riclist } from './types/riclist.ts';
import { risk } from './types/risk.ts';
import { riskcomponent } from './types/riskcomponent.ts';
import { sla } from './types/sla.ts';
import { source } from './types/source.ts';
import { suggestrule } from './types/suggestrule.ts';
import { tag } from './types/tag.ts';
import { taxonomyitem } from './types/taxonomyitem.ts';
import { topic } from './types/topic.ts';
import { trainingcase } from './types/trainingcase.ts';

/** Every content type. A new type is one file in `types/` plus one line here (CONVENTIONS 1). */
export const CONTENT_TYPES: readonly ContentType[] = [
  article,
  assetclass,
  assurance,
  autotag,
  businessfunction,
  surveillanceCase,
  comm,
  control,
  evidence,
  controlstatus,
  controltheme,
  coverage,
  dataelement,
  disclosure,
  doc,
  entitytype,
  event,
  expert,
  extsource,
  faq,
  faqrisk,
  faqstatus,
  faqtheme,
  impactstatus,
  impacttopic,
  initiative,
  keyword,
  label,
  marrisk,
  metric,
  metricvalue,
  newsitem,
  newstype,
  obligation,
  person,
  persontype,
  policy,
  businessProcess,
  producttype,
  project,
  publication,
  regbite,
  regtopicgroup,
  regulation,
  regulator,
  reportingframework,
  reportingfrequency,
  reportingmiitem,
  requirement,
  riclist,
  risk,
  riskcomponent,
  sla,
  source,
  suggestrule,
  tag,
  taxonomyitem,
  topic,
  trainingcase,
];

const byName: ReadonlyMap<string, ContentType> = new Map(CONTENT_TYPES.map((type) => [type.name, type]));

/** The type of this name, or undefined. */
export function findContentType(name: string): ContentType | undefined {
  return byName.get(name);
}

/** The type of this name; throws on an unknown name. */
export function contentType(name: string): ContentType {
  const type = byName.get(name);
  if (!type) throw new Error(`Unknown content type: ${name}`);
  return type;
}

/** The types whose reference fields point at each type, by the target's name. */
const referrers: ReadonlyMap<string, readonly ContentType[]> = (() => {
  const map = new Map<string, ContentType[]>();
  for (const type of CONTENT_TYPES) {
    for (const field of type.fields) {
      if (!field.to) continue;
      const list = map.get(field.to) ?? [];
      if (!list.includes(type)) list.push(type);
      map.set(field.to, list);
    }
  }
  return map;
})();

/**
 * May a user with these roles look up items of `target` by title (id, title, key; never the rest of the item)? When
 * they may read it, or create or update a type whose reference fields point at it: an insight's editor tags it with
 * regulators and topics without being granted the regulators themselves (§6 gives articleCreator article alone).
 */
export function canLookup(roles: readonly string[], target: ContentType): boolean {
  if (can(roles, target.resource, 'read')) return true;
  return (referrers.get(target.name) ?? []).some(
    (type) => can(roles, type.resource, 'create') || can(roles, type.resource, 'update'),
  );
}

export type ScreenKind = keyof TypeRoutes;

/** Which type and which generic screen a §2 route name shows, from the types' `routes`. */
export const SCREEN_ROUTES: ReadonlyMap<string, { type: ContentType; screen: ScreenKind }> = (() => {
  const map = new Map<string, { type: ContentType; screen: ScreenKind }>();
  for (const type of CONTENT_TYPES) {
    for (const [screen, names] of Object.entries(type.routes ?? {}) as [ScreenKind, readonly string[]][]) {
      for (const name of names) {
        const taken = map.get(name);
        if (taken) throw new Error(`Route ${name} is claimed by both ${taken.type.name} and ${type.name}`);
        map.set(name, { type, screen });
      }
    }
  }
  return map;
})();

/** Cross-checks the registry: unique names, references to registered types. Throws on the first fault. */
export function checkRegistry(types: readonly ContentType[] = CONTENT_TYPES): void {
  const names = new Set<string>();
  for (const type of types) {
    if (names.has(type.name)) throw new Error(`Content type ${type.name} is registered twice`);
    names.add(type.name);
  }
  for (const type of types) {
    for (const field of type.fields) {
      if (field.to && !names.has(field.to)) {
        throw new Error(`Content type ${type.name}: field ${field.name} references unknown type ${field.to}`);
      }
    }
  }
}
checkRegistry();
