/**
 * Areas as declarations (ARCHITECTURE "Areas: declared once, too"): an area names the scope it puts on the content
 * types its routes show, its home dashboard (data explorers: `explorers.ts`). The server applies scopes (`?scope=<area>` on
 * lists, counts, exports, alerts and aggregations); the web reads the same declaration for its screens. What only
 * the web needs (icon, menu rows, panels) is declared beside the area's pages in `apps/web/src/areas/<area>/`.
 */

/** Filters in the list API's own form: field → any of these values. Reference values may be natural keys (topic slugs). */
export type Filters = Readonly<Record<string, string | readonly string[]>>;

/** What an area's routes show of one content type. */
export interface AreaScope {
  /** What the list says it shows, after "Scope:" ("Insights on artificial intelligence"). */
  label: string;
  /** The filters the scope adds to every query of the type (AND between fields, OR between a field's values). */
  where: Filters;
  /**
   * The columns the area's lists of the type show instead of the type's own `list.columns` (ESG Tax's records: rate,
   * base, effective date). Field names of the type, or `stage`.
   */
  columns?: readonly string[];
}

/**
 * A date relative to today, resolved when a dashboard is shown so that the list a tile links to carries real dates:
 * `@today`, `@today-30d`, `@today+90d`, `@month` (first day of this month), `@month-1` (first of the previous one).
 */
export type RelativeDate = `@${string}`;

/** The query a tile summarises: a content type, the area's scope on it (unless `scope: false`), and more filters. */
export interface TileQuery {
  type: string;
  /** Default true: the area's scope on the type applies. */
  scope?: boolean;
  /** List API filters; date values may be relative (`publishedAt.from: '@today-30d'`). */
  filters?: Filters;
}

interface TileBase {
  title: string;
  /** One line under the title: what is counted, and from when. */
  note?: string;
  query: TileQuery;
  /** The route name of the list the tile links to (with its filters in the address); default the type's list route of the area. */
  list?: string;
  /** Grid width out of 12 at desktop width (default: count 3, others 6). */
  width?: 3 | 4 | 6 | 8 | 12;
  /** Offers "Add" beside "Open list": the type's add form, to who may create its items (the lookup tables). */
  add?: boolean;
}

export type Tile =
  /** A number: the count of the query, with the change against the previous period when `compare` names a date field. */
  | (TileBase & {
      kind: 'count';
      compare?: { field: string; days: number };
      /** Count the items with no value of this field instead (obligations without a control: `controls`). */
      missing?: string;
    })
  /** A breakdown by one field (two for stacked bars), optionally by month of a date field. */
  | (TileBase & {
      kind: 'breakdown';
      by: string;
      by2?: string;
      month?: string;
      chart: 'bar' | 'line' | 'area' | 'map' | 'treemap';
      /** Show the largest groups only (default 12; maps show every country). */
      top?: number;
      /**
       * A map with `by2`: each country coloured by the most advanced value of `by2` it has, in this order (least
       * advanced first; values not listed are ignored): AI initiatives by status, `['proposed', 'consultation',
       * 'adopted', 'in-force']`.
       */
      rank?: readonly string[];
      /**
       * Two bars instead of one per value: the items with some value of `by` and those with none (obligations met by
       * a control or not), labelled so. Each bar opens the list filtered by `<by>.has=true|false` (the type's
       * `list.has` declares the filter; without it the bar adds none).
       */
      presence?: {
        with: string;
        without: string;
        /**
         * The field whose presence is counted when it is not `by`: then each value of `by` gets two stacked bars
         * (obligations by regulation, met by a control or not: `by: 'regulation'`, `field: 'controls'`). The field
         * must be one of the type's `list.has`.
         */
        field?: string;
      };
    })
  /** Coming dates: items whose date field falls from today to `days` ahead, soonest first. */
  | (TileBase & { kind: 'timeline'; field: string; days: number; limit?: number })
  /** The newest items by a date field. */
  | (TileBase & { kind: 'newest'; field: string; limit?: number })
  /** Counts by two fields as a heat map. */
  | (TileBase & { kind: 'matrix'; rows: string; columns: string })
  /**
   * The values of one field as a table, largest first: each value opening its list, its count and, with `last` (a
   * date field), the month of its newest item opening that month's list (the sources: their volume and their last
   * item). With `last` every group is counted by month: keep the query to a period (a year) so that they stay few.
   */
  | (TileBase & { kind: 'groups'; by: string; last?: string; top?: number })
  /**
   * The items themselves as a table of these columns (field names of the type, or `stage`), in the list's order
   * (`sort`, default the type's), at most `limit` (default 50) with a link to the whole list.
   */
  | (TileBase & {
      kind: 'table';
      columns: readonly string[];
      sort?: { field: string; dir: 'asc' | 'desc' };
      limit?: number;
    });

/**
 * A block of a dashboard's "about" part, between its intro and its tiles: what the area is for and how its work is
 * done. The workflow and access blocks are drawn from the declarations (the type's workflow, the role table), so
 * that they cannot drift from what the server enforces.
 */
export type AboutBlock = {
  title: string;
  /** Grid width out of 12 at desktop width (default 6). */
  width?: 4 | 6 | 8 | 12;
} & (
  | {
      kind: 'text';
      paragraphs: readonly string[];
      /** Links under the paragraphs: a route name of the web's route table and the words to show. */
      links?: readonly { route: string; label: string }[];
    }
  /** The stages of a content type's workflow in order, and each transition with the roles that may take it. */
  | { kind: 'workflow'; type: string }
  /** Each role that reads, writes or moves a content type's items, what it may do, and which stages it sees. */
  | { kind: 'access'; type: string }
);

export interface Dashboard {
  /** Its name beside the area's, for a dashboard that is not the area's home ("Surveillance"). */
  title?: string;
  /** One or two sentences above the tiles: what the area watches. */
  intro?: string;
  /** An about part above the tiles (an area's "about" page: FAQs). */
  about?: readonly AboutBlock[];
  tiles: readonly Tile[];
}

export interface Area {
  /** The route table's `area` of the area's routes (`ai`, `policies`, `commodities`…). */
  id: string;
  label: string;
  /** The scope the area's routes put on a content type, by type name; a type absent here is shown whole. */
  scopes?: Readonly<Record<string, AreaScope>>;
  /**
   * The route name of its home, which shows its dashboard: `DASHBOARDS` of `@rh/core/areas/dashboards`, kept apart so
   * that the tiles weigh only on the dashboard, not on the first page that reads the areas for the menu.
   */
  home?: string;
  /**
   * More routes that show a declared dashboard of the area beside its home (MAR's surveillance dashboard; Admin's
   * news counts, which has no home): their tiles are `ROUTE_DASHBOARDS` of `@rh/core/areas/dashboards`, by route name.
   */
  dashboards?: readonly string[];
  /**
   * The route name of the area's country page, whose path takes `:country` (`AiCountry`): a map or a country chip on
   * the area's screens opens it. Absent: the jurisdiction page across every area (`Jurisdiction`).
   */
  countryRoute?: string;
}

/** Checks an area against itself and returns it; throws at import time on a fault it can see alone. */
export function defineArea<const T extends Area>(area: T): T {
  if (!/^[a-z]+$/.test(area.id)) throw new Error(`Area ${area.id}: id must be lower-case letters`);
  return area;
}
