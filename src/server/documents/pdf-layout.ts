import PDFDocument from 'pdfkit';
import type { DocumentLayout } from './document-layout';

/**
 * Renders a layout as an A4 PDF with the standard Helvetica fonts (no font files to ship).
 * `createdAt` is the document's own date, so the same document renders the same way every time.
 */
export function renderPdf(layout: DocumentLayout, createdAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: layout.reference, Author: 'Energy Post-Trade', CreationDate: createdAt },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);

    document.font('Helvetica-Bold').fontSize(18).text(layout.title);
    document.font('Helvetica').fontSize(11).fillColor('#444444').text(layout.reference).moveDown();
    document.fillColor('#000000').fontSize(10);
    for (const [label, value] of layout.fields) {
      document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    }
    if (layout.table) {
      document.moveDown();
      const width = (document.page.width - 100) / layout.table.columns.length;
      const row = (cells: readonly string[], bold: boolean) => {
        const y = document.y;
        document.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        let bottom = y;
        cells.forEach((cell, index) => {
          document.text(cell, 50 + index * width, y, { width: width - 6 });
          bottom = Math.max(bottom, document.y);
        });
        document.x = 50;
        document.y = bottom + 3;
      };
      row(layout.table.columns, true);
      for (const cells of layout.table.rows) {
        if (document.y > document.page.height - 100) document.addPage();
        row(cells, false);
      }
    }
    if (layout.totals) {
      document.moveDown();
      for (const [label, value] of layout.totals) {
        document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
      }
    }
    for (const note of layout.notes ?? []) document.moveDown(0.5).fontSize(8).fillColor('#444444').text(note);
    document.end();
  });
}
