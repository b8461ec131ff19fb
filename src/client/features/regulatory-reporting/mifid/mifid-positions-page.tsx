import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { MifidPositionChange, MifidPositionRecord } from '@shared/contract/mifid';
import {
  MIFID_ADD_BUTTON,
  MIFID_CONFIRM_FILE_BUTTON,
  MIFID_DEFAULT_PAGE_SIZE,
  MIFID_DISCARD_BUTTON,
  MIFID_FILE_NOT_FOUND_MESSAGE,
  mifidPageTitle,
  mifidPositionFields,
} from '@shared/contract/mifid-constants';
import { readRecordId } from '@shared/contract/bounds';
import {
  useConfirmMifidFileMutation,
  useDeleteMifidPositionMutation,
  useDiscardMifidFileMutation,
  useGetMifidPositionFileQuery,
  mifidApi,
  type GetMifidPositionFileArgs,
} from '@client/api/mifid-api';
import { AddressLeftOutNotice } from '@client/components/data-grid/address-left-out-notice';
import { useServerGrid, type ServerGridRequest } from '@client/components/data-grid/use-server-grid';
import { wrappingCellProps } from '@client/components/data-grid/wrapping-cells';
import { pageFrameTitle } from '@client/components/page-frame';
import { focusAfterRender, focusPageTitle, PageTitle } from '@client/components/page-title';
import { RecordProblem } from '@client/components/record-problem';
import { paths } from '@shared/app-paths';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppDispatch, useAppSelector } from '@client/store/hooks';
import { useRecordWithDraftWaiting } from '@client/components/form/use-form-draft';
import { NO_DIALOG, positionDialogReducer, type PositionDialogState } from './dialog-state';
import { DeletePositionDialog } from './delete-position-dialog';
import { ConfirmFileDialog, DiscardFileDialog } from './file-dialogs';
import { deletedRowClassName, editedCellClassName, positionGridStyles } from './position-cells';
import { extendedPositionColumns, PositionRowActionsContext, standardPositionColumns } from './position-columns';
import { PositionFileInfo } from './position-file-info';
import { PositionOutcomeArea, usePositionOutcome } from './position-outcome';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';

/**
 * The add and edit dialog, evaluated when it first opens: its form brings the position's zod schemas and
 * the date fields, about 150 ms of a phone's CPU that the page's load no longer spends (its modules stay
 * in the page's chunk: "eager" asks for nothing over the network).
 */
const PositionDialog = lazy(async () => ({
  default: (await import(/* webpackMode: "eager" */ './position-dialog')).PositionDialog,
}));

/** What the file's two questions do to it. */
type FileAction = 'confirm' | 'discard';

const NO_SORTABLE_COLUMNS: readonly 'refNumber'[] = [];
// The server answers records by ref. number (added ones last); there is no other order to choose.
const DEFAULT_SORT = { columnName: 'refNumber', sortOrder: 'ASCENDING' } as const;

type FileArgs = Omit<GetMifidPositionFileArgs, 'page' | 'entriesPerPage'>;

/** The grid's request as the load call's query: the file, and the page in flat paging parameters. */
function useFilePage(
  { fileId, organisationId, paging }: FileArgs & ServerGridRequest<'refNumber'>,
  options: { skip: boolean },
) {
  return useGetMifidPositionFileQuery(
    { fileId, organisationId, page: paging.page, entriesPerPage: paging.entriesPerPage },
    { ...options, ...READ_AFRESH_WHEN_SHOWN },
  );
}

/**
 * The MiFID positions page (market spec sections 2 to 5). Another file, or another organisation chosen
 * after the first ("changing the selected organisation reloads everything"), starts the page afresh: the
 * grid keeps its last answer while the next loads, which would show the last file under the new address.
 */
export function MifidPositionsPage() {
  const [searchParams] = useSearchParams();
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const [firstChoice, setFirstChoice] = useState<{ organisationId: number | null } | undefined>(undefined);
  if (organisationChosen && firstChoice === undefined) setFirstChoice({ organisationId });
  const laterChoice = firstChoice !== undefined && firstChoice.organisationId !== organisationId;
  const organisationKey = laterChoice ? String(organisationId) : 'first-choice';
  return <PositionFilePage key={`${searchParams.get('fileId')}:${organisationKey}`} />;
}

/**
 * One position file: its information, its records paged by the server with edited cells and deleted
 * rows marked, and the add, edit, delete, confirm and discard actions the file's state enables.
 */
function PositionFilePage() {
  const [searchParams] = useSearchParams();
  const fileId = readRecordId(searchParams.get('fileId'));
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const [dialog, dispatch] = useReducer(
    positionDialogReducer<MifidPositionRecord>,
    NO_DIALOG as PositionDialogState<MifidPositionRecord>,
  );
  const outcome = usePositionOutcome();
  const [asking, setAsking] = useState<MifidPositionRecord | undefined>(undefined);
  const [deletePosition, deleting] = useDeleteMifidPositionMutation();
  const [confirmFile, { isLoading: confirming }] = useConfirmMifidFileMutation();
  const [discardFile, { isLoading: discarding }] = useDiscardMifidFileMutation();
  // The file version a confirm or discard was sent from: until the file shows a newer one, it is at work.
  // The question answered last and the file's version it was answered on, until the file after it arrives.
  const [answered, setAnswered] = useState<{ action: FileAction; fromVersion: number } | undefined>(undefined);
  const dispatchToStore = useAppDispatch();
  // The file's title the server painted with the page's HTML (from the organisation the browser chose):
  // shown while the file loads, where it stands, instead of a general title that gives way to it.
  const [loadingTitle] = useState(pageFrameTitle);
  const reloadFile = () => {
    if (fileId !== undefined)
      dispatchToStore(mifidApi.util.invalidateTags([{ type: 'MifidPositionFile', id: fileId }]));
  };

  // Which columns depend on the file's variant, known after the first answer.
  const [extended, setExtended] = useState(false);
  const options = useMemo(
    () => ({
      columns: extended ? extendedPositionColumns : standardPositionColumns,
      sortableColumns: NO_SORTABLE_COLUMNS,
      defaultSort: DEFAULT_SORT,
      pageSize: MIFID_DEFAULT_PAGE_SIZE,
      // A file of many pages: Back from a record's trail returns to the page the record was on.
      stateIn: 'url' as const,
      skip: fileId === undefined || !organisationChosen,
    }),
    [extended, fileId, organisationChosen],
  );
  const { gridProps, data, error, isFetching, leftOut, dismissLeftOut } = useServerGrid(
    useFilePage,
    { fileId: fileId ?? 0, organisationId },
    options,
  );
  const file = data?.fileInfo;
  // A large file takes seconds to confirm, and the file's new state comes with the refetch after it: the
  // page says it is at work and offers nothing else meanwhile (a second Confirm would meet a stale version).
  const answering =
    confirming || discarding || (answered !== undefined && file?.version === answered.fromVersion && isFetching);
  // The question's dialog gives the focus back to a button that is disabled now: the title takes it.
  useEffect(() => {
    if (answering) focusPageTitle();
  }, [answering]);
  if (file && file.extended !== extended) setExtended(file.extended);
  // The grid's first render, every cell of a page of wrapped records, is the page's longest piece of
  // work, and the file arrives through the store, which React renders in one blocking task. Deferred,
  // the grid renders in a second, interruptible render: the title, the file's information and its
  // actions show first. Nothing in the page's flow follows the grid, so its coming moves nothing.
  const gridShown = useDeferredValue(file !== undefined, false);

  const rowActions = useMemo(
    () => ({
      onEdit: (record: MifidPositionRecord) => dispatch({ type: 'edit', record }),
      // A delete asks first (it changes the working copy the OMP gets back).
      onDelete: setAsking,
      busy: deleting.isLoading || answering,
    }),
    [deleting.isLoading, answering],
  );
  // A Save the session's end interrupted comes back in its dialog, as the user left it, once the
  // file shows the record (a record on another page of the grid waits until its Edit is opened).
  // The form's fields in its schema's order (mifid-contract.test.ts holds them equal).
  const draftRecord = useRecordWithDraftWaiting(mifidPositionFields);
  const [draftReopened, setDraftReopened] = useState(false);
  if (!draftReopened && draftRecord !== undefined && file && data) {
    setDraftReopened(true);
    const record = data.values.find(({ id }) => String(id) === draftRecord);
    if (draftRecord === 'new' && file.addPositionEnabled) dispatch({ type: 'addNew' });
    else if (record?.editable) dispatch({ type: 'edit', record });
  }
  const { succeeded, failed } = outcome;
  const deleteAsked = (record: MifidPositionRecord) => {
    setAsking(undefined);
    if (fileId === undefined) return;
    deletePosition({ fileId, organisationId, recordId: record.id, version: record.version })
      .unwrap()
      .then(() => succeeded(`Position Ref. No. ${record.refNumber} is marked Deleted in the working copy.`))
      .catch((failure: unknown) => failed(failure, 'The record could not be deleted.'));
  };

  if (fileId === undefined || error || !file) {
    return (
      <>
        {fileId === undefined || error || loadingTitle === undefined ? (
          <PageTitle title="MiFID positions" />
        ) : (
          <PageTitle title={loadingTitle} overridesMenuTitle />
        )}
        {fileId === undefined || error ? (
          <RecordProblem
            subject="position file"
            error={fileId === undefined ? undefined : error}
            notFound={{
              title: MIFID_FILE_NOT_FOUND_MESSAGE,
              text: 'There is no such position file in the selected organisation. Check the organisation selected at the top, or open the file again from the list of position files.',
            }}
            missing={{
              title: 'No position file to show',
              text: 'This page shows one position file, named by a positive whole number in the fileId parameter of its address. This address has no such number; open the file from the list of position files.',
            }}
          />
        ) : (
          organisationChosen && <CircularProgress aria-label="Loading the position file" />
        )}
      </>
    );
  }

  /** Confirm and discard close their dialog once the request is sent; the page shows a refusal. */
  const answerFileQuestion = (action: FileAction, send: typeof confirmFile, success: string, failure: string) => {
    setAnswered({ action, fromVersion: file.version });
    send({ fileId, organisationId, fileVersion: file.version })
      .unwrap()
      .then(() => succeeded(success))
      .catch((refusal: unknown) => {
        setAnswered(undefined);
        failed(refusal, failure);
      });
    dispatch({ type: 'close' });
  };
  const saved = ({ record }: MifidPositionChange) => {
    succeeded(`Position Ref. No. ${record.refNumber} ${dialog.kind === 'EDIT' ? 'saved' : 'added'}.`);
    dispatch({ type: 'close' });
  };
  const title = mifidPageTitle(file.filename);
  const close = () => {
    dispatch({ type: 'close' });
    // The dialog gives the focus back to the button that opened it; a record deleted meanwhile has none.
    focusAfterRender();
  };

  return (
    <>
      <PageTitle title={title} overridesMenuTitle />
      <PositionFileInfo file={file} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {file.addPositionEnabled && (
          <Button variant="contained" disabled={answering} onClick={() => dispatch({ type: 'addNew' })}>
            {MIFID_ADD_BUTTON}
          </Button>
        )}
        {file.confirmFileEnabled && (
          <Button variant="outlined" disabled={answering} onClick={() => dispatch({ type: 'confirmFile' })}>
            {MIFID_CONFIRM_FILE_BUTTON}
          </Button>
        )}
        {file.discardChangesEnabled && (
          <Button
            variant="outlined"
            color="error"
            disabled={answering}
            onClick={() => dispatch({ type: 'discardFile' })}
          >
            {MIFID_DISCARD_BUTTON}
          </Button>
        )}
        {answering && (
          <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            {/* Said by the question answered, not by the request in flight: the file's reload follows it. */}
            <span>{answered?.action === 'discard' ? 'Discarding the changes…' : 'Confirming the file…'}</span>
          </Stack>
        )}
        <Link
          component={RouterLink}
          to={paths.err.mifidAuditTrail.getHref({ fileId: String(fileId), displayValue: file.filename })}
        >
          Audit trail of this file
        </Link>
      </Stack>
      <AddressLeftOutNotice leftOut={leftOut} onClose={dismissLeftOut} />
      <PositionOutcomeArea outcome={outcome.outcome} onClose={outcome.clear} onReload={reloadFile} />
      <PositionRowActionsContext value={rowActions}>
        {gridShown && (
          <DataGrid
            {...gridProps}
            {...wrappingCellProps}
            // Text wraps rather than being cut off; numbers keep one line (positionGridStyles).
            sx={{ ...wrappingCellProps.sx, ...positionGridStyles }}
            // Wrapped headers take up to three lines.
            columnHeaderHeight={72}
            aria-label={`Position records of file ${file.filename}`}
            getRowClassName={deletedRowClassName}
            getCellClassName={editedCellClassName}
            disableRowSelectionOnClick
            localeText={{ noRowsLabel: 'This file has no position records.' }}
            autoHeight
          />
        )}
      </PositionRowActionsContext>
      {(dialog.kind === 'ADD_NEW' || dialog.kind === 'EDIT') && (
        <Suspense>
          <PositionDialog
            record={dialog.kind === 'EDIT' ? dialog.record : undefined}
            latest={dialog.kind === 'EDIT' ? data?.values.find(({ id }) => id === dialog.record.id) : undefined}
            file={file}
            organisationId={organisationId}
            onSaved={saved}
            onReload={reloadFile}
            onClose={close}
          />
        </Suspense>
      )}
      <DeletePositionDialog
        record={asking}
        fileName={file.filename}
        onClose={() => setAsking(undefined)}
        onAnswer={deleteAsked}
      />
      <ConfirmFileDialog
        open={dialog.kind === 'CONFIRM_FILE'}
        fileName={file.filename}
        onClose={close}
        onAnswer={() =>
          answerFileQuestion(
            'confirm',
            confirmFile,
            `File '${file.filename}' is confirmed and sent back to the OMP.`,
            'The file could not be confirmed.',
          )
        }
      />
      <DiscardFileDialog
        open={dialog.kind === 'DISCARD_FILE'}
        fileName={file.filename}
        onClose={close}
        onAnswer={() =>
          answerFileQuestion(
            'discard',
            discardFile,
            `All changes in File '${file.filename}' are discarded.`,
            'The changes could not be discarded.',
          )
        }
      />
    </>
  );
}
