import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** pdf.js's own copies of the 14 standard fonts, so that it reads text set in them without a warning. */
const STANDARD_FONTS = `${pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** pdf.js refused the file: broken, encrypted, or not a PDF after all. */
export class UnreadablePdfError extends Error {}

/**
 * The text of a PDF, one string per page (lines kept, each trimmed; '' for a page without text, e.g. a scan).
 * pdf.js runs in this thread (its legacy Node build sets up its worker in-process) with scripts and fonts off:
 * only the text layer is wanted. Throws UnreadablePdfError when pdf.js cannot open the file.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes ownership of (detaches) the buffer it is given: give it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: VerbosityLevel.ERRORS,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new UnreadablePdfError((error as Error).message);
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(
        text
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .join('\n')
          .replace(/\n{3,}/g, '\n\n')
          // The database stores neither NUL nor unpaired surrogates, which broken fonts' maps can give.
          .replaceAll('\u0000', '')
          .toWellFormed()
          .trim(),
      );
      page.cleanup();
    }
    return pages;
  } catch (error) {
    throw new UnreadablePdfError((error as Error).message);
  } finally {
    await task.destroy();
  }
}
