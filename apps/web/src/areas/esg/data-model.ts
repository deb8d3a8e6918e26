import { CONTENT_TYPES, type ContentType } from '@rh/core/content';
import { pathTo, ROUTES } from '../../routes/table.ts';

/**
 * The ESG data model as a graph, derived from the content declarations of `@rh/core/content` so that the diagram can
 * never drift from them:
 * - the ESG types are those with a route of the `esg` area (metrics, data elements, reporting frameworks, reporting MI
 *   items…), with the types that have no screen of their own and point at one of them (a metric's values, a
 *   framework's disclosures, a source system), then every type one of those points at (a reporting frequency);
 * - each reference field between two of them is a relation, from the type that holds the field to the one it names,
 *   labelled by the field's label ("Data elements", "Framework"), "many" when the field holds several.
 * - a text field that names a thing with no type of its own (a data element's system of record) is an entity too,
 *   drawn while the field is declared (`NAMED_BY_TEXT`).
 * Each type opens its list: its list route (one of the `esg` area first), else the lineage table.
 */

export interface ModelNode {
  id: string;
  label: string;
  sublabel?: string;
  href?: string;
}

export interface ModelEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
}

export interface DataModel {
  nodes: ModelNode[];
  edges: ModelEdge[];
}

/** Things the model names by a text field rather than a type: the field, and what the entity is called. */
export const NAMED_BY_TEXT: readonly { type: string; field: string; id: string; label: string }[] = [
  { type: 'dataelement', field: 'system', id: 'system', label: 'Source system' },
];

const ROUTE_AREA: ReadonlyMap<string, string | undefined> = new Map(ROUTES.map((route) => [route.name, route.area]));

const routesOf = (type: ContentType): string[] => [...(type.routes?.list ?? []), ...(type.routes?.detail ?? [])];

/** Whether a type shows on a screen of the area (its list or detail route belongs to it). */
const inArea = (type: ContentType, area: string): boolean =>
  routesOf(type).some((name) => ROUTE_AREA.get(name) === area);

const referencesOf = (type: ContentType) => type.fields.filter((field) => field.to);

/** The types of the ESG data model (see above), in declaration order. */
export function modelTypes(types: readonly ContentType[] = CONTENT_TYPES, area = 'esg'): ContentType[] {
  const core = new Set(types.filter((type) => inArea(type, area)).map((type) => type.name));
  // Types with no screen of their own that point at the area's types belong to it (values, disclosures).
  for (const type of types) {
    if (core.has(type.name) || routesOf(type).length > 0) continue;
    if (referencesOf(type).some((field) => core.has(field.to!))) core.add(type.name);
  }
  // …and types that point at them from nowhere else but are pointed at by them (a source system) come in one hop.
  const names = new Set(core);
  for (const type of types) {
    if (!core.has(type.name)) continue;
    for (const field of referencesOf(type)) names.add(field.to!);
  }
  return types.filter((type) => names.has(type.name));
}

/** The list a node opens: the type's list route, one of the area's first; none: the fallback. */
export function listHref(type: ContentType, fallback: string, area = 'esg'): string {
  const lists = type.routes?.list ?? [];
  const name = lists.find((one) => ROUTE_AREA.get(one) === area) ?? lists[0];
  return name ? pathTo(name) : fallback;
}

/** The ESG data model's nodes and relations (see above). */
export function dataModel(types: readonly ContentType[] = CONTENT_TYPES, area = 'esg'): DataModel {
  const model = modelTypes(types, area);
  const names = new Set(model.map((type) => type.name));
  const fallback = pathTo('MetricsLineageTable');
  const nodes = model.map((type): ModelNode => ({
    id: type.name,
    label: type.label,
    href: listHref(type, fallback, area),
  }));
  const edges: ModelEdge[] = [];
  for (const named of NAMED_BY_TEXT) {
    const holder = model.find((type) => type.name === named.type);
    const field = holder?.fields.find((one) => one.name === named.field);
    if (!holder || !field || names.has(named.id)) continue;
    const sublabel = `The ${holder.label.toLowerCase()}’s ${field.label.toLowerCase()}`;
    nodes.unshift({ id: named.id, label: named.label, sublabel, href: fallback });
    edges.push({ id: `${named.type}.${named.field}`, source: named.type, target: named.id, label: field.label });
  }
  for (const type of model) {
    for (const field of referencesOf(type)) {
      if (!names.has(field.to!)) continue;
      edges.push({
        id: `${type.name}.${field.name}`,
        source: type.name,
        target: field.to!,
        label: field.kind === 'references' ? `${field.label} (many)` : field.label,
      });
    }
  }
  return { nodes, edges };
}
