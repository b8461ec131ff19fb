import { demoReferenceLinks } from '@server/seed/demo-reference-links';
import type { ReportingWorldRows } from '@server/seed/reporting-world-builder';
import { rejectionReasons } from '@server/seed/reporting-world-parties';
import { generateDemoReportingWorld } from './demo-world';

// The demo world as `npm start` seeds it, built in memory (no database): its trails must carry
// warnings and errors where a real reporting history would, the reference trail above all.

let world: ReportingWorldRows;
beforeAll(async () => {
  world = await generateDemoReportingWorld();
}, 240_000);

const trailOf = (recordId: number) =>
  world.events.filter((event) => event.recordId === recordId).sort((a, b) => a.positionAll - b.positionAll);

const referenceTrailId = Number(
  demoReferenceLinks.find((link) => link.ref === 'NW-AUDIT-240117')!.requestParameters.historyId,
);

describe('the trail the welcome page opens (NW-AUDIT-240117)', () => {
  it('warns, is rejected with a reason, and is corrected, re-sent and accepted, in that order', () => {
    const trail = trailOf(referenceTrailId);
    const warning = trail.findIndex((event) => event.severity === 'WARN' && event.source === 'Validation');
    const rejection = trail.findIndex((event) => event.severity === 'ERROR');
    const corrected = trail.findIndex((event) => event.text.startsWith('Corrected report (action type M) created'));
    const accepted = trail.findIndex((event, index) => index > corrected && event.text.startsWith('Accepted by ACER'));
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(trail[warning]!.text).toMatch(/has no ACER code/);
    expect(rejection).toBeGreaterThan(warning);
    expect(trail[rejection]!.text).toMatch(
      /^Rejected by ACER: Field 8 \(Other market participant\): the ACER code is not registered\. Receipt RCPT-\S+ link:pdfDataStoreId=\d+$/,
    );
    expect(trail[rejection + 1]).toMatchObject({
      severity: 'WARN',
      text: expect.stringMatching(/^Correction required/),
    });
    expect(corrected).toBeGreaterThan(rejection);
    expect(accepted).toBeGreaterThan(corrected);
    expect(trail[accepted]!.severity).toBe('INFO');
    // Warnings and errors are no detail: they show whichever checkboxes are off.
    for (const event of trail.filter((candidate) => candidate.severity !== 'INFO')) {
      expect(event).toMatchObject({ messagingDetail: false, processingDetail: false });
    }

    const versions = world.versions.filter((version) => version.recordId === referenceTrailId);
    expect(versions.map((version) => version.actionType)).toEqual(['N', 'M', 'M']);
    expect(world.records.find((record) => record.id === referenceTrailId)).toMatchObject({
      state: 'ACKNOWLEDGED',
      attributes: expect.objectContaining({ lifecycle: 'ACTIVE', versions: 3 }),
    });
  });

  it('links the receipt PDF of the rejection, a stored PDF of the same organisation', () => {
    const record = world.records.find((candidate) => candidate.id === referenceTrailId)!;
    const rejection = trailOf(referenceTrailId).find((event) => event.severity === 'ERROR')!;
    const pdfId = Number(/link:pdfDataStoreId=(\d+)/.exec(rejection.text)![1]);
    const pdf = world.documents.find((document) => document.id === pdfId)!;
    expect(pdf).toMatchObject({ kind: 'pdf', organisationId: record.organisationId });
    expect(pdf.contentBytes!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The receipt it belongs to says the same: this record, rejected, for that reason.
    const receipt = world.documents.find((document) => document.recordId === pdf.recordId && document.kind === 'txt')!;
    expect(receipt.contentText).toContain(record.externalId);
    expect(receipt.contentText).toContain('REJECTED');
  });
});

describe('the generated histories', () => {
  it('carry errors and warnings in every family that can fail, and every link names a stored document', () => {
    const familyOf = new Map(world.records.map((record) => [record.id, record.documentType]));
    const severitiesOf = new Map<string, Set<string>>();
    for (const event of world.events) {
      const family = familyOf.get(event.recordId)!;
      severitiesOf.set(family, (severitiesOf.get(family) ?? new Set()).add(event.severity));
    }
    for (const family of ['REMIT_TABLE_1', 'REMIT_TABLE_2', 'ECM', 'ESM_INVOICE'])
      expect([family, [...severitiesOf.get(family)!].sort()]).toEqual([family, ['ERROR', 'INFO', 'WARN']]);
    expect(severitiesOf.get('REMIT_FILE_IN')).toContain('WARN');

    const documents = new Map(world.documents.map((document) => [document.id, document]));
    const organisationOf = new Map(world.records.map((record) => [record.id, record.organisationId]));
    for (const event of world.events) {
      for (const [, form, id] of event.text.matchAll(/(link:dataStoreId|link:pdfDataStoreId|storeId)=(\d+)/g)) {
        const document = documents.get(Number(id));
        expect(document).toBeDefined();
        expect(document!.organisationId).toBe(organisationOf.get(event.recordId));
        if (form === 'link:pdfDataStoreId') expect(document!.kind).toBe('pdf');
      }
    }
  });

  it('give every REMIT rejection its reason, and a plausibility warning before it only where a local check can see it', () => {
    const remit = world.records.filter((record) => record.documentType.startsWith('REMIT_TABLE_'));
    let warned = 0;
    for (const record of remit) {
      const trail = trailOf(record.id!);
      trail.forEach((event, index) => {
        if (event.severity === 'ERROR') {
          const reason = rejectionReasons.find((candidate) => event.text.startsWith(`Rejected by ACER: ${candidate}.`));
          expect([event.text, reason]).toEqual([event.text, expect.any(String)]);
        }
        if (event.severity === 'WARN' && event.source === 'Validation') {
          warned += 1;
          // The rejection this warning foresaw is the next error of the trail.
          const next = trail.slice(index + 1).find((candidate) => candidate.severity === 'ERROR');
          expect([event.text, next?.text]).toEqual([
            event.text,
            expect.stringMatching(/^Rejected by ACER: Field (8|30|38) /),
          ]);
        }
      });
    }
    expect(warned).toBeGreaterThan(10);
  });

  it('are the same on every build', async () => {
    const again = await generateDemoReportingWorld();
    const summary = (rows: ReportingWorldRows) =>
      rows.events.map((event) => `${event.recordId} ${event.occurredAt.toISOString()} ${event.severity} ${event.text}`);
    expect(summary(again)).toEqual(summary(world));
  }, 240_000);
});
