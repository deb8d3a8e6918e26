// Page objects of the traceable chain (issue 14): the regulation workspace's text view, the coverage panel of the
// obligations dashboard, and reading back the statement of applicability's XLSX and PDF.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from './harness.ts';

/** The demo users' password, from the first-run file the server keeps in its DATA_DIR. */
export async function demoPassword(dataDir: string): Promise<string> {
  const text = await readFile(join(dataDir, 'first-run-passwords.txt'), 'utf8');
  const match = /Demo users, each with password (\S+):/.exec(text);
  if (!match?.[1]) throw new Error(`no demo password in ${dataDir}/first-run-passwords.txt:\n${text}`);
  return match[1];
}

/** `/regdecomp/workspace/:id`: the regulation's text beside its requirements and obligations. */
export class WorkspacePage {
  readonly page: Page;
  readonly baseUrl: string;
  readonly heading: Locator;
  /** The toolbar that appears over selected words. */
  readonly selectionToolbar: Locator;
  readonly dialog: Locator;
  /** The panel of the obligation last selected or created. */
  readonly selectedObligation: Locator;

  constructor(page: Page, baseUrl: string) {
    this.page = page;
    this.baseUrl = baseUrl;
    this.heading = page.getByRole('heading', { level: 1 });
    this.selectionToolbar = page.getByRole('toolbar', { name: 'File the selected words' });
    this.dialog = page.getByRole('dialog');
    this.selectedObligation = page.getByRole('region', { name: 'Selected obligation' });
  }

  async goto(regulationId: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/regdecomp/workspace/${regulationId}`);
    await this.heading.waitFor();
  }

  /** Shows the requirements' text instead of the PDF (a regulation with a stored PDF opens on it). */
  async showText(): Promise<void> {
    const toggle = this.page.getByRole('group', { name: 'Show the regulation as' }).getByRole('button', {
      name: 'Text',
      exact: true,
    });
    if (await toggle.count()) await toggle.click();
    await this.page.locator('[data-text-of]').first().waitFor();
  }

  /** The text block of one requirement (its text as written). */
  textOf(requirementId: string): Locator {
    return this.page.locator(`[data-text-of="${requirementId}"]`);
  }

  /**
   * Selects `passage` inside a requirement's text block with a DOM Range (across the marks of other obligations)
   * and releases the mouse there, as a reader's drag does; answers the offsets the range covers.
   */
  async selectPassage(requirementId: string, passage: string): Promise<{ start: number; end: number }> {
    const block = this.textOf(requirementId);
    await block.scrollIntoViewIfNeeded();
    return block.evaluate((element, wanted) => {
      const whole = element.textContent ?? '';
      const start = whole.indexOf(wanted);
      if (start < 0) throw new Error(`"${wanted}" is not in the text: ${whole}`);
      const end = start + wanted.length;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (seen <= start && start < seen + length) range.setStart(node, start - seen);
        if (seen < end && end <= seen + length) range.setEnd(node, end - seen);
        seen += length;
      }
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      return { start, end };
    }, passage);
  }

  /** The mark of an obligation's passage in the text view. */
  passageMark(obligationId: string): Locator {
    return this.page.locator(`mark[data-obligations~="${obligationId}"]`);
  }
}

/** The "Coverage by regulation" panel of /regdecomp/dashboard. */
export class CoveragePanel {
  readonly page: Page;
  readonly panel: Locator;

  constructor(page: Page) {
    this.page = page;
    this.panel = page.getByRole('region', { name: 'Coverage by regulation' });
  }

  async goto(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}/regdecomp/dashboard`);
    await this.panel.getByRole('table').waitFor();
  }

  /** One regulation's row (by its short name) as column header → cell text. */
  async row(name: string): Promise<Record<string, string>> {
    const table = this.panel.getByRole('table');
    const headers = await table.getByRole('columnheader').allInnerTexts();
    const row = table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
    const cells = await row.locator('th, td').allInnerTexts();
    if (cells.length !== headers.length) {
      throw new Error(`the ${name} row has ${cells.length} cells for ${headers.length} columns: ${cells.join(' | ')}`);
    }
    return Object.fromEntries(headers.map((header, index) => [header.trim(), cells[index]!.trim()]));
  }
}

/** Every cell's text of every sheet of an XLSX file, one string per cell. */
export async function xlsxTexts(path: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const texts: string[] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => texts.push(cell.text));
    });
  });
  return texts;
}

/** The text of a PDF (pdf.js, legacy build for Node), its pages joined, white space collapsed. */
export async function pdfText(path: string): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: join(repoRoot, 'node_modules/pdfjs-dist/standard_fonts/'),
  });
  const document = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? ' ' : '');
    parts.push(' ');
  }
  const pages = document.numPages;
  await task.destroy();
  return { pages, text: parts.join('').replace(/\s+/g, ' ') };
}
