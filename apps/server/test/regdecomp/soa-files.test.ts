import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { soaFileName, soaLines, soaPdf } from '../../src/modules/regdecomp/soa-files.ts';
import type { SoaView } from '../../src/modules/regdecomp/soa.ts';

/** The statement of applicability's files, from a statement made by hand (no database). */
const control = {
  id: 'c1',
  code: 'CTL-ICT-01',
  title: 'ICT risk framework review',
  status: 'Operating',
  testStatus: 'partially-effective',
  lastTestedOn: '2026-09-30',
  evidence: [
    { id: 'e1', title: 'Review report', collectedOn: '2026-10-01', evidenceType: null, file: null, link: null },
  ],
};
const soa = (rows: number): SoaView => ({
  regulation: { id: 'r', title: 'Digital Operational Resilience Act', shortName: 'DORA', citation: null },
  generatedAt: '2026-11-24T10:00:00.000Z',
  rows: Array.from({ length: rows }, (_, i) => ({
    obligation: { id: `o${i}`, title: `Obligation ${i + 1} of the framework`, reference: `Art. ${i + 1}`, stage: null },
    applicability: i === 2 ? 'not-applicable' : 'applicable',
    justification: i === 2 ? 'Not offered in the Union.' : null,
    controls: i % 4 === 0 ? [] : [control, { ...control, id: 'c2', code: 'CTL-ICT-02', evidence: [] }],
  })),
});

/** The text of each page of a PDF. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = `${pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    verbosity: VerbosityLevel.ERRORS,
  });
  const document = await task.promise;
  const pages: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages;
}

describe('the statement of applicability as files', () => {
  it('has one line per obligation × control, an obligation with none on a line of its own', () => {
    const lines = soaLines(soa(4));
    // Obligation 1: no control (one line); 2, 3, 4: two controls each.
    expect(lines).toHaveLength(7);
    expect(lines[0]!.slice(0, 5)).toEqual(['Art. 1', 'Obligation 1 of the framework', 'Applicable', '', '']);
    expect(lines[3]!.slice(2, 4)).toEqual(['Not applicable', 'Not offered in the Union.']);
    expect(lines[1]!.slice(4, 10)).toEqual([
      'CTL-ICT-01',
      'ICT risk framework review',
      'Operating',
      'Partially effective',
      '2026-09-30',
      '2026-10-01 Review report',
    ]);
  });

  it('names the file after the regulation and the day', () => {
    expect(soaFileName(soa(1), 'pdf')).toBe('DORA-statement-of-applicability-2026-11-24.pdf');
  });

  it('repeats the table header and numbers every page of a long statement', async () => {
    const pages = await pageTexts(await soaPdf(soa(60), { name: 'auditor' }));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain('Generated 2026-11-24 10:00 UTC by auditor');
    pages.forEach((text, index) => {
      expect(text).toContain('Reference');
      expect(text).toContain('Test result');
      expect(text).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages.join(' ')).toContain('Obligation 60 of the framework');
  });
});
