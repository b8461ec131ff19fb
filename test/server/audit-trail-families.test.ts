// Which audit trail a listed record links: the one rule of the trail's lookup and of every row's link.
import { auditTrailOfDocumentType } from '@shared/contract/audit-trail-constants';
import { finderDocumentType, remitActivityKinds, type FinderKind } from '@shared/contract/finders';
import { reportingDocumentTypes } from '@server/db/schema/reporting-kinds';

describe('auditTrailOfDocumentType', () => {
  it.each(reportingDocumentTypes)('names a trail for %s, a family the database keeps', (documentType) => {
    expect(auditTrailOfDocumentType(documentType)).toBeDefined();
  });

  it('names none for a family no trail shows', () => {
    expect(auditTrailOfDocumentType('PROBLEM_SOLVING')).toBeUndefined();
    expect(auditTrailOfDocumentType('toString')).toBeUndefined();
  });

  it.each<[FinderKind, string, string]>([
    ['deals', 'ecm/audittrail', 'confirmationId'],
    ['invoices', 'esm/audittrail/invoice', 'invoiceId'],
    ['nettings', 'esm/audittrail/netting', 'nettingId'],
    ['remitFilesIn', 'err/remit_filesin_audittrail', 'fileId'],
    ['remitFilesOut', 'err/remit_filesout_audittrail', 'fileId'],
    ['mifidFiles', 'err/mifid_audittrail', 'fileId'],
    ['etmFilesIn', 'etm/filesin_audittrail', 'fileId'],
  ])("links the %s finder's rows to %s by %s", (finder, page, idParameter) => {
    expect(auditTrailOfDocumentType(finderDocumentType(finder))).toEqual({ page, idParameter });
  });

  it.each(remitActivityKinds)('links a REMIT activity row of %s to the REMIT trail by its historyId', (kind) => {
    expect(auditTrailOfDocumentType(finderDocumentType('remitActivity', kind))).toEqual({
      page: 'err/remit_audittrail',
      idParameter: 'historyId',
    });
  });
});
