import PDFDocument from 'pdfkit';

/** One page of a generated PDF: an optional heading, then paragraphs of running text. */
export interface PdfPage {
  heading?: string;
  paragraphs: string[];
}

/**
 * A4 PDF with real (extractable) text in the standard Helvetica font, one input page per PDF page
 * (text that does not fit flows on to further pages). Tests and the demo data use it.
 */
export function makePdf(pages: PdfPage[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Fixed dates keep the bytes (and so the sha256) of the same input the same.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      autoFirstPage: false,
      info: { CreationDate: new Date(0), ModDate: new Date(0), Producer: 'Regulatory Horizon' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const page of pages.length > 0 ? pages : [{ paragraphs: [] }]) {
      doc.addPage();
      if (page.heading) {
        doc.font('Helvetica-Bold').fontSize(16).text(page.heading);
        doc.moveDown(0.6);
      }
      doc.font('Helvetica').fontSize(11);
      for (const paragraph of page.paragraphs) {
        doc.text(paragraph, { align: 'left' });
        doc.moveDown(0.5);
      }
    }
    doc.end();
  });
}
