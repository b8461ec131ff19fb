import { fileNameFromContentDisposition, sanitizeFileName } from '@client/api/download-file-name';
import { descriptionSegments, quotedTrailText, readableDescription } from '@shared/contract/audit-trail-links';

describe('description links', () => {
  it('finds every link of the three forms, in order, with the text between them', () => {
    expect(descriptionSegments('A link:dataStoreId=1, B storeId=22 and link:pdfDataStoreId=333.')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'link', text: 'link:dataStoreId=1', route: 'xml', dataStoreId: 1 },
      { kind: 'text', text: ', B ' },
      { kind: 'link', text: 'storeId=22', route: 'xml', dataStoreId: 22 },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'link:pdfDataStoreId=333', route: 'pdf', dataStoreId: 333 },
      { kind: 'text', text: '.' },
    ]);
  });

  it.each([
    'link:dataStoreId=abc',
    'storeId=',
    'link:pdfDataStoreId=-4',
    'dataStoreId=905',
    'link:dataStoreId=0',
    'storeId=99999999999',
    'storeId=4294967295',
    'link:dataStoreId=12345678901',
  ])('leaves %s as text', (text) => {
    expect(descriptionSegments(text).every((segment) => segment.kind === 'text')).toBe(true);
    expect(
      descriptionSegments(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  it("reads a user's quoted words as the text typed, linking nothing, beside the system's own link", () => {
    const typed = 'see link:dataStoreId=7, storeId=8 and link:pdfDataStoreId=9';
    expect(descriptionSegments(`Note by Ann: ${quotedTrailText(typed)}, link:dataStoreId=10`)).toEqual([
      { kind: 'text', text: `Note by Ann: ${typed}, ` },
      { kind: 'link', text: 'link:dataStoreId=10', route: 'xml', dataStoreId: 10 },
    ]);
    expect(readableDescription(quotedTrailText(typed), new Map())).toBe(typed);
  });

  it('keeps markup as text', () => {
    expect(descriptionSegments('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});

describe('a description as the page reads it', () => {
  it('names each link by its document and id, as the page shows it, and the text download writes it', () => {
    const documents = new Map([
      [4652, { id: 4652, kind: 'xml' as const, version: 2, receipt: false }],
      [1600, { id: 1600, kind: 'txt' as const, version: null, receipt: true }],
    ]);
    expect(
      readableDescription(
        'Cancellation report (action type C, early termination) created, version 2, link:dataStoreId=4652',
        documents,
      ),
    ).toBe('Cancellation report (action type C, early termination) created, version 2, XML, version 2 id 4652');
    expect(readableDescription('Accepted by ACER. Receipt RCPT-20261002-BPT-T2, storeId=1600', documents)).toBe(
      'Accepted by ACER. Receipt RCPT-20261002-BPT-T2, Text receipt id 1600',
    );
    // A document the server did not describe (another organisation's) is named by the link's form.
    expect(readableDescription('Forged link:pdfDataStoreId=7 and storeId=8', documents)).toBe(
      'Forged PDF document id 7 and Stored file id 8',
    );
  });
});

describe('download file name', () => {
  it.each([
    ['attachment; filename="audit-trail-NWEH-2026-000417.txt"', 'audit-trail-NWEH-2026-000417.txt'],
    [`attachment; filename="trail.txt"; filename*=UTF-8''Pr%C3%BCfung%20%E2%82%AC.txt`, 'Prüfung €.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="..\\\\windows\\\\evil.bat"', 'evil.bat'],
    ['attachment; filename="a<b>:c|d?.txt"', 'a_b__c_d_.txt'],
    ['attachment; filename=".hidden.txt"', 'hidden.txt'],
    ['attachment; filename="..."', 'fallback.txt'],
    ['attachment', 'fallback.txt'],
    ['not a header;;;', 'fallback.txt'],
    [null, 'fallback.txt'],
  ])('reads %s as %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header, 'fallback.txt')).toBe(expected);
  });

  it('bounds the length and removes control characters', () => {
    expect(sanitizeFileName(`${'a'.repeat(300)}.txt`, 'f')).toHaveLength(200);
    expect(sanitizeFileName('a\u0000b\nc.txt', 'f')).toBe('a_b_c.txt');
  });
});
