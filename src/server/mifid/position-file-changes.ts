import { quotedTrailText } from '@shared/contract/audit-trail-links';
import {
  MIFID_EXTENDED_DOC_TYPE,
  mifidPositionFields,
  type MifidFileState,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import { mifidExtendedOnlyFields, mifidFieldLabels, type MifidPositionField } from '@shared/contract/mifid-constants';
import type { ReportingRepository } from '../reporting/repository';
import { storedDocumentMediaTypes, type AuditSeverity } from '../db/schema/reporting-kinds';
import type { MifidFileHeader, MifidPositionFileRow, MifidPositionRecordRow, MifidRepository } from './repository';
import { buildOutgoingPositionXml, outgoingFileName } from './position-xml';

/** Who makes a change, as the audit trail and the confirmation name them. */
export interface MifidActor {
  userId: number;
  name: string;
}

/** The stores a change reads and writes; `transaction` binds them to one unit of work. */
export interface MifidStores {
  mifid: MifidRepository;
  reporting: ReportingRepository;
  transaction<T>(work: (stores: MifidStores) => Promise<T>): Promise<T>;
}

/** The file a change is about, who makes it and when. */
export interface MifidChangeContext {
  repos: MifidStores;
  organisationId: number;
  fileId: number;
  actor: MifidActor;
  at: Date;
}

/** The file as it is now, when a confirm or discard was made on an older version of it. */
export interface MifidFileNow {
  version: number;
  by: string | null;
  at: Date;
}

/** Why a change was not made. Making a change that was already made is not a refusal (a retry). */
export type MifidRefusal =
  | { reason: 'fileNotFound' | 'recordNotFound' | 'confirmed' | 'staleRecord' | 'deleted' }
  | { reason: 'staleFile'; now: MifidFileNow }
  | { reason: 'extendedOnly'; fields: MifidPositionField[] };
export type MifidOutcome<T> = ({ ok: true; changed: boolean } & T) | { ok: false; refusal: MifidRefusal };
export type MifidRecordChange = MifidOutcome<{ record: MifidPositionRecordRow; file: MifidFileHeader }>;
export type MifidFileChange = MifidOutcome<{ file: MifidFileHeader }>;
type RecordWork = { record: MifidPositionRecordRow };
type FileWork = Record<never, never>;

const refused = (reason: Exclude<MifidRefusal['reason'], 'staleFile' | 'extendedOnly'>) =>
  ({ ok: false, refusal: { reason } }) as const;
const staleFile = (file: MifidPositionFileRow) =>
  ({
    ok: false,
    refusal: { reason: 'staleFile', now: { version: file.version, by: file.updatedByName, at: file.updatedAt } },
  }) as const;

/**
 * The extended variant's fields given a value for a standard file, which has no place for them: its
 * dialog does not show them and its outgoing file leaves them out, so a value there would be kept unseen.
 */
async function extendedOnlyRefusal(
  repos: MifidStores,
  context: MifidChangeContext,
  values: MifidPositionValues,
  stored?: MifidPositionValues,
) {
  // A value the record already holds is no new one: its dialog sends back what it does not show.
  const fields = mifidExtendedOnlyFields.filter((field) => values[field] !== '' && values[field] !== stored?.[field]);
  if (fields.length === 0) return undefined;
  const header = await repos.mifid.findFile(context.organisationId, context.fileId);
  if (!header || header.docType === MIFID_EXTENDED_DOC_TYPE) return undefined;
  return { ok: false, refusal: { reason: 'extendedOnly', fields } } as const;
}

const sameValues = (a: MifidPositionValues, b: MifidPositionValues): boolean =>
  mifidPositionFields.every((field) => a[field] === b[field]);

/**
 * An event of a user's change: its words (with the user's name) link no document (quotedTrailText);
 * `documentId`, the system's own, is linked after them.
 */
const userEvent = (at: Date, text: string, severity: AuditSeverity = 'INFO', documentId?: number) => ({
  occurredAt: at,
  severity,
  source: 'User',
  text: quotedTrailText(text) + (documentId === undefined ? '' : `, link:dataStoreId=${documentId}`),
  messagingDetail: false,
  processingDetail: false,
});

/**
 * Runs a change in one unit of work that first locks the file's row, so changes to one file take
 * turns: the state and version checks see the file as it is, and a change made on a stale view is
 * refused, never written over another user's. The outcome carries the file as it is afterwards.
 */
function underFileLock<T extends object>(
  context: MifidChangeContext,
  work: (repos: MifidStores, file: MifidPositionFileRow) => Promise<MifidOutcome<T>>,
): Promise<MifidOutcome<T & { file: MifidFileHeader }>> {
  return context.repos.transaction(async (repos) => {
    const file = await repos.mifid.lockFile(context.organisationId, context.fileId);
    if (!file) return refused('fileNotFound');
    const outcome = await work(repos, file);
    if (!outcome.ok) return outcome;
    const after = await repos.mifid.findFile(context.organisationId, context.fileId);
    if (!after) return refused('fileNotFound');
    return { ...outcome, file: after };
  });
}

/**
 * A change to the working copy: the file becomes EDITING (from RECEIVED or DISCARDED), its version
 * goes up with who and when, the reporting record shows the state and the time, and the trail says what
 * changed.
 */
async function touch(repos: MifidStores, file: MifidPositionFileRow, context: MifidChangeContext, event: string) {
  const state: MifidFileState = 'EDITING';
  await repos.mifid.updateFile(file.fileId, {
    state,
    version: file.version + 1,
    updatedAt: context.at,
    updatedByName: context.actor.name,
    updatedByUserId: context.actor.userId,
  });
  // Every change, not only the first: the file list's Last Update is this record's time.
  await repos.reporting.updateRecordState(file.fileId, state, context.at);
  await repos.reporting.appendEvents(file.fileId, [userEvent(context.at, event)]);
}

/** The version a record has when it is added: the schema's default. */
const ADDED_RECORD_VERSION = 1;

/**
 * Adds a record as 'Added'. The same user's add with a requestId the file already holds is that add
 * again (the id is kept per user, so nobody else's add is ever taken for it): with the values it added,
 * a retry, answered with the record as it is, whatever was done to it since; with others (its answer was lost and the form corrected
 * meanwhile), they replace what it added, as an edit, while nobody has changed that record since, and
 * are refused otherwise, never dropped in silence. One whose record a discard has since taken back is
 * refused as made on a file changed since: sent again late, it must not put the record back over the
 * discard.
 */
export function addPositionRecord(
  context: MifidChangeContext,
  input: { requestId: string; values: MifidPositionValues },
): Promise<MifidRecordChange> {
  const requestId = `${context.actor.userId}:${input.requestId}`;
  return underFileLock<RecordWork>(context, async (repos, file) => {
    const earlier = await repos.mifid.findAddedRecord(file.fileId, requestId);
    // A record added before its values were kept (migration 0025) is judged by its values now.
    const added = earlier && (earlier.addedValues ?? earlier.working);
    if (earlier && added && sameValues(added, input.values)) return { ok: true, changed: false, record: earlier };
    if (earlier) return replaceWorking(repos, file, context, earlier, ADDED_RECORD_VERSION, input.values);
    if (await repos.mifid.wasAddDiscarded(file.fileId, requestId)) return staleFile(file);
    if (file.state === 'CONFIRMED') return refused('confirmed');
    const extendedOnly = await extendedOnlyRefusal(repos, context, input.values);
    if (extendedOnly) return extendedOnly;
    const record = await repos.mifid.insertAddedRecord(file.fileId, { requestId, values: input.values });
    await touch(repos, file, context, `Position record Ref. No. ${record.refNumber} added by ${context.actor.name}`);
    return { ok: true, changed: true, record };
  });
}

/**
 * Replaces a record's working values. Refused on a deleted record, a confirmed file, or a version
 * that is no longer the record's; a record that already holds exactly these values answers unchanged
 * (the retry of an edit that was made), confirmed or not.
 */
export function editPositionRecord(
  context: MifidChangeContext,
  input: { recordId: number; version: number; values: MifidPositionValues },
): Promise<MifidRecordChange> {
  return underFileLock<RecordWork>(context, async (repos, file) => {
    const record = await repos.mifid.findRecord(file.fileId, input.recordId);
    if (!record) return refused('recordNotFound');
    return replaceWorking(repos, file, context, record, input.version, input.values);
  });
}

/** An edit of `record`, made from its `version`, in the unit of work that holds the file's lock. */
async function replaceWorking(
  repos: MifidStores,
  file: MifidPositionFileRow,
  context: MifidChangeContext,
  record: MifidPositionRecordRow,
  version: number,
  values: MifidPositionValues,
): Promise<MifidOutcome<RecordWork>> {
  if (record.status === 'Deleted') return refused('deleted');
  // Before the file's state: the retry of an edit made before the file was confirmed answers as the edit
  // did, as a retried add or delete does.
  if (sameValues(record.working, values)) return { ok: true, changed: false, record };
  if (file.state === 'CONFIRMED') return refused('confirmed');
  if (record.version !== version) return refused('staleRecord');
  const extendedOnly = await extendedOnlyRefusal(repos, context, values, record.working);
  if (extendedOnly) return extendedOnly;
  const changedFields = mifidPositionFields
    .filter((field) => record.working[field] !== values[field])
    .map((field) => mifidFieldLabels[field]);
  const updated = await repos.mifid.updateRecord(record.id, record.version, { working: values });
  if (!updated) return refused('staleRecord');
  await touch(
    repos,
    file,
    context,
    `Position record Ref. No. ${record.refNumber} edited by ${context.actor.name}: ${changedFields.join(', ')}`,
  );
  return { ok: true, changed: true, record: updated };
}

/** Marks a record 'Deleted' in the working copy; deleting a deleted record answers unchanged. */
export function deletePositionRecord(
  context: MifidChangeContext,
  input: { recordId: number; version: number },
): Promise<MifidRecordChange> {
  return underFileLock<RecordWork>(context, async (repos, file) => {
    const record = await repos.mifid.findRecord(file.fileId, input.recordId);
    if (!record) return refused('recordNotFound');
    if (record.status === 'Deleted') return { ok: true, changed: false, record };
    if (file.state === 'CONFIRMED') return refused('confirmed');
    if (record.version !== input.version) return refused('staleRecord');
    const updated = await repos.mifid.updateRecord(record.id, record.version, { status: 'Deleted' });
    if (!updated) return refused('staleRecord');
    await touch(repos, file, context, `Position record Ref. No. ${record.refNumber} deleted by ${context.actor.name}`);
    return { ok: true, changed: true, record: updated };
  });
}

/**
 * Restores the file as received and makes it DISCARDED. A file without changes answers unchanged when
 * the user's view was current or this is their own discard again; a file changed since `fileVersion` is
 * refused with who changed it.
 */
export function discardPositionFile(
  context: MifidChangeContext,
  input: { fileVersion: number },
): Promise<MifidFileChange> {
  return underFileLock<FileWork>(context, async (repos, file) => {
    if (file.state === 'CONFIRMED') return refused('confirmed');
    if (file.state !== 'EDITING') {
      // Nothing to discard: the view the user saw had no changes, or this is their own discard again
      // (by id, as confirm's: a colleague of the same name discarding first is someone else's change).
      const ownRetry =
        file.state === 'DISCARDED' &&
        file.version === input.fileVersion + 1 &&
        file.updatedByUserId === context.actor.userId;
      return file.version === input.fileVersion || ownRetry ? { ok: true, changed: false } : staleFile(file);
    }
    if (file.version !== input.fileVersion) return staleFile(file);
    await repos.mifid.restoreReceived(file.fileId);
    const state: MifidFileState = 'DISCARDED';
    await repos.mifid.updateFile(file.fileId, {
      state,
      version: file.version + 1,
      updatedAt: context.at,
      updatedByName: context.actor.name,
      updatedByUserId: context.actor.userId,
    });
    await repos.reporting.updateRecordState(file.fileId, state, context.at);
    await repos.reporting.appendEvents(file.fileId, [
      userEvent(context.at, `Changes discarded by ${context.actor.name}; the file is as received`, 'WARN'),
    ]);
    return { ok: true, changed: true };
  });
}

/**
 * Freezes the working copy: the file becomes CONFIRMED with who and when, the outgoing file (every
 * record not deleted) is stored as a document of the file's record, and the trail links it
 * (link:dataStoreId=N). The same user's confirm again answers unchanged (a second click sends nothing);
 * anyone's confirm from a view older than the confirmation is stale.
 */
export function confirmPositionFile(
  context: MifidChangeContext,
  input: { fileVersion: number },
): Promise<MifidFileChange> {
  const { organisationId, actor, at } = context;
  return underFileLock<FileWork>(context, async (repos, file) => {
    if (file.state === 'CONFIRMED') {
      // A second click or a retry of the user's own confirm sends nothing more; a confirm made from a
      // view that someone else's confirm (or edits before it) made stale is refused, never reported as
      // the user's success.
      const ownRetry = file.version === input.fileVersion + 1 && file.confirmedByUserId === actor.userId;
      if (ownRetry) return { ok: true, changed: false };
      // A view that already showed the file confirmed changed nothing since: it is told so, as discard is.
      return file.version === input.fileVersion ? refused('confirmed') : staleFile(file);
    }
    if (file.version !== input.fileVersion) return staleFile(file);
    const before = await repos.mifid.findFile(organisationId, file.fileId);
    if (!before) return refused('fileNotFound');
    const records = await repos.mifid.carriedRecords(file.fileId);
    const document = await repos.reporting.insertDocument({
      organisationId,
      recordId: file.fileId,
      kind: 'xml',
      mediaType: storedDocumentMediaTypes.xml,
      fileName: outgoingFileName(before.filename),
      contentText: buildOutgoingPositionXml({
        filename: before.filename,
        docType: before.docType,
        extended: before.docType === MIFID_EXTENDED_DOC_TYPE,
        ompName: before.ompName,
        receiptTimestamp: before.receiptTimestamp,
        confirmedBy: actor.name,
        confirmedAt: at,
        records: records.map((record) => ({
          refNumber: record.refNumber,
          positionAction: record.positionAction,
          values: record.working,
        })),
      }),
      createdAt: at,
    });
    const state: MifidFileState = 'CONFIRMED';
    await repos.mifid.updateFile(file.fileId, {
      state,
      version: file.version + 1,
      confirmedByUserId: actor.userId,
      confirmedByName: actor.name,
      confirmedAt: at,
      outgoingDocumentId: document.id,
      updatedAt: at,
      updatedByName: actor.name,
      updatedByUserId: actor.userId,
    });
    await repos.reporting.updateRecordState(file.fileId, state, at);
    await repos.reporting.appendEvents(file.fileId, [
      userEvent(
        at,
        `Changes confirmed by ${actor.name} and the file sent back to ${before.ompName || 'the OMP'} (${records.length} records)`,
        'INFO',
        document.id,
      ),
    ]);
    return { ok: true, changed: true };
  });
}
