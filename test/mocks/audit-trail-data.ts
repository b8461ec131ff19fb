import type { AuditTrailLinkedDocument, AuditTrailRow } from '@shared/contract/audit-trail';
import type { AuditTrailPageUrlPart } from '@shared/contract/audit-trail-constants';
import { organisations } from './data';

/** One event of a mock trail: a row plus which checkbox shows it. */
export interface MockAuditEvent extends AuditTrailRow {
  detail: 'messaging' | 'processing';
}

export interface MockAuditRecord {
  urlPart: AuditTrailPageUrlPart;
  recordId: number;
  organisationId: number;
  displayValue: string;
  documentType: string;
  events: MockAuditEvent[];
}

const severities = ['INFO', 'INFO', 'WARN', 'INFO', 'ERROR'] as const;

/** `count` events a minute apart from 2026-01-10 08:00 UTC, every third a processing detail. */
function events(count: number, firstId: number, describe: (index: number) => string): MockAuditEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    timestamp: new Date(Date.UTC(2026, 0, 10, 8, index)).toISOString(),
    text: describe(index),
    severity: severities[index % severities.length]!,
    source: index % 2 === 0 ? 'Reporting' : 'ACER',
    detail: index % 3 === 2 ? 'processing' : 'messaging',
  }));
}

/** Descriptions the link tests look for: several links, malformed ids, markup that must stay text. */
export const remitDescriptions = {
  severalLinks: 'Trade report created, link:dataStoreId=901 receipt storeId=902 and link:pdfDataStoreId=903',
  malformed: 'Broken references link:dataStoreId=abc storeId= link:pdfDataStoreId=-4 dataStoreId=905',
  markup: 'Rejected: <b>bold</b> <img src="x" onerror="alert(1)"> <a href="https://evil.example">click</a>',
};

/** What the server says of the documents those links open; 904 and the rest it does not describe. */
export const mockLinkedDocuments: AuditTrailLinkedDocument[] = [
  { id: 901, kind: 'xml', version: 2, receipt: false },
  { id: 902, kind: 'txt', version: null, receipt: true },
  { id: 903, kind: 'pdf', version: null, receipt: false },
];

const remitText = (index: number) => {
  if (index === 29) return remitDescriptions.severalLinks;
  if (index === 28) return remitDescriptions.malformed;
  if (index === 27) return remitDescriptions.markup;
  return `Event ${index + 1} of the REMIT report`;
};

export const mockAuditRecords: MockAuditRecord[] = [
  {
    urlPart: 'remit',
    recordId: 240117,
    organisationId: organisations.nordicPower.organisationId,
    displayValue: 'NWEH-2026-000417',
    documentType: 'REMIT_TABLE_1',
    events: events(30, 1000, remitText),
  },
  {
    urlPart: 'ecm',
    recordId: 700,
    organisationId: organisations.nordicPower.organisationId,
    displayValue: 'CONF-700',
    documentType: 'ECM',
    events: events(6, 2000, (index) => `Confirmation step ${index + 1}`),
  },
  {
    urlPart: 'esmInvoice',
    recordId: 800,
    organisationId: organisations.nordicPower.organisationId,
    displayValue: 'INV-800',
    documentType: 'ESM_INVOICE',
    events: events(4, 3000, (index) => `Invoice step ${index + 1}`),
  },
  {
    urlPart: 'remitFilesIn',
    recordId: 55,
    organisationId: organisations.nordicPower.organisationId,
    displayValue: 'upload-55.xml',
    documentType: 'REMIT_FILE_IN',
    events: events(3, 4000, (index) => `File step ${index + 1}`),
  },
];

/** Confirmation 700's HTML, with a script the sandboxed frame must never run. */
export const mockConfirmationHtml =
  '<!doctype html><html><body><h1>Confirmation CONF-700</h1><script>parent.document.title = "hacked"</script></body></html>';
