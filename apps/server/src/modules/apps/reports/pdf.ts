import PDFDocument from 'pdfkit';
import type { ReportAbout } from './files.ts';
import type { ReportTable } from './table.ts';

/** Most rows a PDF shows: past this a PDF is no longer read, and the XLSX holds them all (the PDF says so). */
export const PDF_MAX_ROWS = 5_000;
const MARGIN = 30;
const PAD = 3;
const FONT_SIZE = 8;

/**
 * A report as a PDF (A4 landscape, Helvetica, real text): the title, the filters, when it was generated and how many
 * rows, then a table per group under its heading (or one table), its header row repeated on every page; "Page n of
 * m" at the foot. Built as regdecomp's statement of applicability is (a page of rows at a time: pdfkit's table does
 * not repeat the header on the pages it adds).
 */
export function reportPdf(table: ReportTable, about: ReportAbout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: about.title, Producer: 'Regulatory Horizon' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(about.title);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`${table.type.plural} · ${table.total} ${table.total === 1 ? 'row' : 'rows'}`);
  const filters = table.filters.map(([label, value]) => `${label}: ${value}`).join(' · ');
  doc.text(`Filters: ${filters || 'none'}`);
  doc.text(`Generated at ${about.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  const shown = table.rows.slice(0, PDF_MAX_ROWS);
  if (table.truncated || shown.length < table.total) {
    doc.text(`This PDF shows the first ${shown.length} rows; the XLSX export holds ${table.total}.`);
  }
  doc.fillColor('black').moveDown(0.8);

  const width = doc.page.width - 2 * MARGIN;
  const widths = table.columns.map(() => width / Math.max(table.columns.length, 1));
  const header = table.columns.map((column) => column.label);
  const counts = new Map(table.groups.map((group) => [group.label, group.count]));
  if (shown.length === 0) doc.font('Helvetica').fontSize(10).text('No items match this report.');
  let start = 0;
  while (start < shown.length) {
    const group = shown[start]!.group;
    let end = start;
    while (end < shown.length && shown[end]!.group === group) end += 1;
    if (group !== null) {
      if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
      const count = counts.get(group);
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${table.groupLabel}: ${group}${count === undefined ? '' : ` (${count})`}`, MARGIN);
      doc.moveDown(0.3);
    }
    drawRows(
      doc,
      header,
      widths,
      shown.slice(start, end).map((row) => row.cells),
    );
    doc.moveDown(0.6);
    start = end;
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#444444')
      .text(`${about.title} · Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - 20, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Rows under the header row, a page's worth at a time, the header again on each page. */
function drawRows(doc: PDFKit.PDFDocument, header: string[], widths: number[], body: string[][]): void {
  const height = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(FONT_SIZE);
    return Math.max(
      ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: Math.max(widths[i]! - 2 * PAD, 10) })),
    );
  };
  const headerRow = header.map((text) => ({
    text,
    type: 'TH' as const,
    font: { src: 'Helvetica-Bold', size: FONT_SIZE },
    backgroundColor: '#E8EAF0',
  }));
  const headerHeight = height(header, 'Helvetica-Bold') + 2 * PAD + 1;
  let next = 0;
  while (next < body.length) {
    let room = doc.page.height - doc.page.margins.bottom - doc.y - headerHeight;
    if (room < 40) {
      doc.addPage();
      room = doc.page.height - doc.page.margins.bottom - doc.y - headerHeight;
    }
    let used = 0;
    let end = next;
    while (end < body.length) {
      const rowHeight = height(body[end]!, 'Helvetica') + 2 * PAD + 1;
      // A row taller than a whole page goes alone: the table breaks it over pages itself.
      if (end > next && used + rowHeight > room) break;
      used += rowHeight;
      end += 1;
    }
    doc.font('Helvetica').fontSize(FONT_SIZE);
    doc.table({
      columnStyles: widths,
      defaultStyle: { padding: PAD, border: 0.5, borderColor: '#999999' },
      data: [headerRow, ...body.slice(next, end)],
    });
    next = end;
    if (next < body.length) doc.addPage();
  }
}
