import type { PdfPage } from '../files/make-pdf.ts';
import { REQUIREMENTS, type RequirementRow } from './data/obligations.ts';
import { REGULATIONS } from './data/regulations.ts';

/** A document the demo stores in `files` for a regulation (its `document` field points at it). */
export interface DemoDocument {
  /** Key of the regulation. */
  regulation: string;
  name: string;
  /** The PDF's pages: a title page, then one page per provision the register records, in article order. */
  pages: PdfPage[];
  /** The page (1-based) each provision of the regulation is on, by its reference ("Art. 28"). */
  pageOf: ReadonlyMap<string, number>;
}

/** Regulations whose document the demo stores as a PDF of its own (the others link to EUR-Lex). */
export const STORED_DOCUMENTS: readonly string[] = ['DORA'];

const articleNumber = (reference: string) => Number(/\d+/.exec(reference)?.[0] ?? Number.MAX_SAFE_INTEGER);

/**
 * The PDF of a regulation's provisions as the obligations register records them: a title page saying what it
 * holds, then each provision's text on a page of its own, in article order (the texts are short enough for a page).
 */
export function demoDocument(regulation: string): DemoDocument {
  const row = REGULATIONS.find((candidate) => candidate.key === regulation);
  if (!row) throw new Error(`No demo regulation ${regulation}`);
  const provisions: RequirementRow[] = REQUIREMENTS.filter((req) => req.regulation === regulation).sort(
    (a, b) => articleNumber(a.reference) - articleNumber(b.reference),
  );
  const pages: PdfPage[] = [
    {
      heading: `${row.citation} (${row.key})`,
      paragraphs: [
        `Excerpts of ${row.citation} as the obligations register records them: ${provisions.length} provisions, one per page, in article order.`,
        row.title,
        'The passages are the register’s own wording of each provision, from which its obligations are drawn; they are not the text published in the Official Journal of the European Union, which alone is authentic.',
      ],
    },
    ...provisions.map((req) => ({ heading: `${req.reference} ${req.title}`, paragraphs: [req.text] })),
  ];
  const pageOf = new Map(provisions.map((req, index) => [req.reference, index + 2]));
  return {
    regulation,
    name: `${row.citation.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${row.key}-excerpts.pdf`,
    pages,
    pageOf,
  };
}
