import type { DocumentLayout } from './document-layout';
import { escapeHtml } from './escape-html';

/**
 * Renders a layout as a standalone HTML page for the document-frame pages: inline styles only, no
 * script, every value escaped (names and references come from counterparties).
 */
export function renderHtml(layout: DocumentLayout): string {
  const fields = layout.fields
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const table = layout.table
    ? `<table class="lines"><thead><tr>${layout.table.columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('')}</tr></thead><tbody>${layout.table.rows
        .map((cells) => `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '';
  const totals = layout.totals
    ? `<table class="totals">${layout.totals.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`
    : '';
  const notes = (layout.notes ?? []).map((note) => `<p class="note">${escapeHtml(note)}</p>`).join('');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // The reference names the kind already ('Confirmation CNF-1'), as the PDF's title does.
    `<title>${escapeHtml(layout.reference)}</title>`,
    '<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;margin:24px;font-size:14px}',
    'h1{font-size:22px;margin:0}p.reference{color:#444;margin:4px 0 16px}table{border-collapse:collapse;margin-bottom:16px}',
    'th,td{text-align:left;padding:4px 12px 4px 0;vertical-align:top}table.lines th,table.lines td{border-bottom:1px solid #ccc}',
    'p.note{font-size:12px;color:#444}</style></head><body>',
    `<h1>${escapeHtml(layout.title)}</h1><p class="reference">${escapeHtml(layout.reference)}</p>`,
    `<table class="fields">${fields}</table>${table}${totals}${notes}`,
    '</body></html>',
  ].join('');
}
