import { labelledOf, treeLeaves, type ChartSelection, type ChartSpec, type Labelled } from './chart-data.ts';

/** A cell of a chart's data table: a label (which may select, like its mark) or a number. */
export interface TableCell {
  value: string | number | null;
  /** A row header (`<th scope="row">`). */
  header?: boolean;
  /** What choosing this cell selects, as a click on its mark would. */
  select?: ChartSelection;
}

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly TableCell[])[];
}

/** The names of a chart's dimensions, for the table's column headers. */
export interface ChartNames {
  /** The categories' (bar, line…) or the rows' (heat map) name: "Topic", "Country"… */
  category?: string;
  /** The columns' name of a heat map: "Stage". */
  column?: string;
  /** The name of the figure: "News items". */
  value?: string;
}

const head = (item: Labelled, select?: ChartSelection): TableCell => ({
  value: item.label,
  header: true,
  ...(select && { select }),
});

/**
 * A chart's numbers as a table: one row per category (bar, line, area: a column per series), per row of a matrix (a
 * column per column), per flow of a sankey (from, to, value) or per leaf of a treemap (its path, its value).
 */
export function chartTable(spec: ChartSpec, names: ChartNames = {}): ChartTable {
  const valueName = names.value ?? 'Value';
  switch (spec.kind) {
    case 'heatmap': {
      const { rows, columns, values } = spec.data;
      return {
        columns: [names.category ?? 'Row', ...columns.map((column) => column.label)],
        rows: rows.map((row, r) => [
          head(row),
          ...columns.map((column, c): TableCell => {
            const value = values[r]?.[c] ?? null;
            return {
              value,
              ...(value !== null && { select: { row: labelledOf(row), column: labelledOf(column), value } }),
            };
          }),
        ]),
      };
    }
    case 'sankey': {
      const byId = new Map(spec.data.nodes.map((node) => [node.id, labelledOf(node)]));
      const named = (id: string): Labelled => byId.get(id) ?? { key: id, label: id };
      return {
        columns: ['From', 'To', valueName],
        rows: spec.data.links.map((link) => {
          const source = named(link.source);
          const target = named(link.target);
          return [
            head(source, { node: source, value: null }),
            { value: target.label, select: { node: target, value: null } },
            { value: link.value, select: { source, target, value: link.value } },
          ];
        }),
      };
    }
    case 'treemap':
      return {
        columns: [names.category ?? 'Group', valueName],
        rows: treeLeaves(spec.data.roots).map(({ path, value }) => [
          {
            value: path.map((step) => step.label).join(' › '),
            header: true,
            select: { node: path.at(-1)!, path, value },
          },
          { value },
        ]),
      };
    default: {
      const { categories, series } = spec.data;
      const single = series.length === 1;
      return {
        columns: [
          names.category ?? 'Category',
          ...series.map((one) => (single ? (names.value ?? one.name) : one.name)),
        ],
        rows: categories.map((category, index) => [
          head(category, { category: labelledOf(category), value: single ? (series[0]!.values[index] ?? null) : null }),
          ...series.map((one): TableCell => {
            const value = one.values[index] ?? null;
            const selectSeries = { key: one.key ?? null, name: one.name };
            return {
              value,
              ...(!single &&
                value !== null && { select: { category: labelledOf(category), series: selectSeries, value } }),
            };
          }),
        ]),
      };
    }
  }
}

/**
 * How each column lines up: right for a column of numbers (every cell a finite number or empty, so that digits line
 * up), left for text. Decided from the values rather than the position: a table may have several text columns
 * ("From", "To"; "Category", "Action") before its numbers. A table with no row has nothing to line up: all left.
 */
export function columnAlignments(table: ChartTable): ('left' | 'right')[] {
  return table.columns.map((_, index) => {
    const numeric =
      table.rows.length > 0 &&
      table.rows.every((row) => {
        const value = row[index]?.value ?? null;
        return value === null || (typeof value === 'number' && Number.isFinite(value));
      });
    return numeric ? 'right' : 'left';
  });
}

/**
 * A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one) gets a leading
 * apostrophe, as the server's export does (OWASP on CSV injection). Numbers stay numbers.
 */
export function escapeCsvText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const csvCell = (value: string | number | null) =>
  value === null ? '' : typeof value === 'number' ? String(value) : quoted(escapeCsvText(value));

/** The table as CSV (RFC 4180, CRLF line ends): the headers, then every row, labels escaped against formulas. */
export function tableCsv(table: ChartTable): string {
  const lines = [table.columns.map(csvCell), ...table.rows.map((row) => row.map((cell) => csvCell(cell.value)))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** A file name from a chart's title: "News by topic" → "news-by-topic". */
export function fileNameOf(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return name || 'chart';
}
