import type { DemoContext, DemoSet } from '../context.ts';
import { LIBRARY } from '../data/library.ts';

/** The Climate Policy library: the official texts and guidance of the climate policies, linked where they are published. */
export function buildLibrary(ctx: DemoContext): DemoSet {
  return {
    doc: LIBRARY.map((row) => ({
      key: `library: ${row.title}`,
      data: {
        title: row.title,
        file: { name: row.file, url: row.url },
        ...(row.date ? { documentDate: row.date } : {}),
        docType: row.docType,
        country: row.country,
        ...(row.regulator ? { regulator: ctx.ref('regulator', row.regulator) } : {}),
        ...(row.language ? { language: row.language } : {}),
        policies: ctx.refs('policy', row.policies),
        summary: row.summary,
        tags: ['climate'],
      },
    })),
  };
}
