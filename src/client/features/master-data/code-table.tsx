import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { masterDataKindLabels, type MasterDataCode } from '@shared/contract/master-data';
import { useMasterDataActionMutation, type MasterDataAction } from '@client/api/master-data-api';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { formatMoment } from '@client/preferences/moment-format';
import { RenameCodeDialog } from './rename-code-dialog';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { focusAfterRender } from '@client/components/page-title';
import { useSearchUpdate } from '@client/components/use-search-update';
import { useMomentFormat } from '@client/preferences/moment-format-context';
import { OutcomeAlert } from '@client/components/outcome-alert';

interface CodeTableProps {
  codes: readonly MasterDataCode[];
  organisationId: number | null;
  mayChange: boolean;
}

const actionWords: Record<MasterDataAction, { done: string; failed: string }> = {
  retire: { done: 'is retired: no value set offers it any more.', failed: 'could not be retired' },
  reinstate: { done: 'is offered again.', failed: 'could not be reinstated' },
  delete: { done: 'is deleted.', failed: 'could not be deleted' },
};

const RENAME_PARAMETER = 'rename';

/** The organisation's codes by kind; an editor retires, reinstates or (after confirming) deletes each. */
export function CodeTable({ codes, organisationId, mayChange }: CodeTableProps) {
  useMomentFormat(); // drawn anew when the date format or time zone changes
  const [run, { isLoading }] = useMasterDataActionMutation();
  const oneAtATime = useOneAtATime();
  const [deleting, setDeleting] = useState<MasterDataCode | null>(null);
  // The entry being renamed is in the address (?rename=id): when the session ends on Save, signing in
  // again comes back to the open dialog, where the form restores the name typed and the version shown.
  const [searchParams] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const renamingId = searchParams.get(RENAME_PARAMETER);
  // Open while the entry is listed, whatever the user's right: one who lost it meanwhile (a refused Save
  // reads the list again, or the session ended on Save) keeps the name typed and is told why it cannot
  // be saved, rather than the dialog vanishing as if the entry had been deleted.
  const renaming = codes.find((entry) => String(entry.id) === renamingId) ?? null;
  // Not a step of the browser's history (the update replaces it): Back leaves the page, as it did
  // before the dialog opened.
  const setRenaming = (entry: MasterDataCode | null) =>
    updateSearch((params) => {
      if (entry) params.set(RENAME_PARAMETER, String(entry.id));
      else params.delete(RENAME_PARAMETER);
    });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // The row's buttons are disabled while an action runs: the outcome takes the focus they lose.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(outcomeRef, outcome);
  // The row's Delete that asked for the confirmation: the focus goes back to it when the user keeps the code.
  const deleteAskedBy = useRef<HTMLElement | null>(null);
  const questionId = useId();
  const keepButton = useRef<HTMLButtonElement>(null);
  // Without scrolling: the page scrolled up to the question, and the second click of a double click on a
  // row's Delete landed on whatever row was then under the pointer. The question stays in sight instead.
  const focusQuestion = () => keepButton.current?.focus({ preventScroll: true });
  const askingAbout = deleting?.id;
  useEffect(() => {
    if (askingAbout !== undefined) focusQuestion();
  }, [askingAbout]);
  const askToDelete = (entry: MasterDataCode, askedBy: HTMLElement) => {
    // One question at a time, answered before another: a second Delete (a double click's second click
    // on the row that moved under the pointer, or a keyboard user gone back to the table) returns to
    // it rather than putting another code in its place, where its Delete would delete that one.
    if (deleting) {
      focusQuestion();
      return;
    }
    deleteAskedBy.current = askedBy;
    setDeleting(entry);
  };
  const keepCode = () => {
    setDeleting(null);
    // The list may have been drawn again meanwhile, that row's button gone: then the page's title.
    focusAfterRender(() => deleteAskedBy.current);
  };

  const perform = (entry: MasterDataCode, action: MasterDataAction) => oneAtATime(() => performNow(entry, action));
  const performNow = async (entry: MasterDataCode, action: MasterDataAction) => {
    setDeleting(null);
    try {
      await run({ id: entry.id, action, organisationId, version: entry.version }).unwrap();
      setOutcome({ severity: 'success', text: `${entry.code} ${actionWords[action].done}` });
    } catch (error) {
      setOutcome({
        severity: 'error',
        text: describeChangeFailure(error, `${entry.code} ${actionWords[action].failed}.`),
      });
    }
  };

  // The entry the open dialog renames, in the organisation it was shown in: kept so that the dialog
  // stays open with the name typed when the entry leaves the list meanwhile (deleted in another window
  // or by a colleague: the list does not say who), saying it can no longer be saved.
  const [shownRenaming, setShownRenaming] = useState<{ entry: MasterDataCode; organisationId: number | null } | null>(
    null,
  );
  if (renaming && (renaming !== shownRenaming?.entry || organisationId !== shownRenaming.organisationId))
    setShownRenaming({ entry: renaming, organisationId });
  const deletedRenaming =
    renamingId !== null &&
    !renaming &&
    shownRenaming !== null &&
    String(shownRenaming.entry.id) === renamingId &&
    shownRenaming.organisationId === organisationId
      ? shownRenaming.entry
      : null;
  // After a reload or another organisation there is nothing remembered to say: the address drops the dialog.
  const unknownRenaming = renamingId !== null && !renaming && !deletedRenaming;
  useEffect(() => {
    if (unknownRenaming) updateSearch((params) => params.delete(RENAME_PARAMETER));
  }, [unknownRenaming, updateSearch]);

  const closeRename = (saved?: { name: string; changed: boolean }) => {
    if (renaming && saved) {
      setOutcome({
        severity: 'success',
        text: saved.changed
          ? `${renaming.code} is now named '${saved.name}'.`
          : `${renaming.code} is already named '${saved.name}': nothing changed.`,
      });
    }
    setRenaming(null);
  };

  return (
    <>
      {(renaming ?? deletedRenaming) && (
        <RenameCodeDialog
          entry={(renaming ?? deletedRenaming)!}
          organisationId={organisationId}
          mayChange={mayChange}
          deleted={!renaming}
          onClose={closeRename}
        />
      )}
      {outcome && (
        <OutcomeAlert ref={outcomeRef} severity={outcome.severity} sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
          {outcome.text}
        </OutcomeAlert>
      )}
      {deleting && (
        <Alert
          severity="warning"
          // In sight wherever the user is in a long list, where it is focused without scrolling the page.
          // On a phone the answers go below the question: beside it they broke 'Delete' over two lines.
          sx={{
            mb: 2,
            overflowWrap: 'anywhere',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-message': { flex: 1 },
            '& .MuiAlert-action': {
              width: { xs: '100%', sm: 'auto' },
              justifyContent: 'flex-end',
              whiteSpace: 'nowrap',
            },
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') keepCode();
          }}
          action={
            <Stack direction="row" spacing={1}>
              {/* The safe answer first: Enter pressed twice must not delete a code. */}
              {/* Described by the question: read out again each time the focus comes back to it. */}
              <Button ref={keepButton} aria-describedby={questionId} onClick={keepCode}>
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void perform(deleting, 'delete')}>
                Delete
              </Button>
            </Stack>
          }
        >
          <span id={questionId}>
            Delete {masterDataKindLabels[deleting.kind]} {deleting.code}? A code an open report names can only be
            retired.
          </span>
        </Alert>
      )}
      {codes.length === 0 ? (
        <Typography variant="body2">No codes yet.</Typography>
      ) : (
        // A reader's table has no buttons to reach it by: its scrolling box takes the keyboard focus
        // (as the charts' tables do), named so that the focus says where it is.
        <TableContainer
          sx={{ overflowX: 'auto' }}
          tabIndex={mayChange ? undefined : 0}
          role={mayChange ? undefined : 'region'}
          aria-label={mayChange ? undefined : 'Codes table'}
        >
          <Table size="small" aria-label="Codes">
            <TableHead>
              <TableRow>
                <TableCell>Kind</TableCell>
                <TableCell>Code</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Status</TableCell>
                {mayChange && <TableCell>Actions</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{masterDataKindLabels[entry.kind]}</TableCell>
                  {/* Whole up to an EIC's 16 characters (a cell's min-width does nothing); a longer code (up to 100) wraps.
                      A 17th character's room: at exactly 16ch the rounding of the glyphs' widths sent the last to a line of its own. */}
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={{ display: 'inline-block', minWidth: '17ch' }}>
                      {entry.code}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{entry.name}</TableCell>
                  <TableCell>
                    {entry.retiredAt ? `Retired ${formatMoment(new Date(entry.retiredAt))}` : 'Active'}
                  </TableCell>
                  {mayChange && (
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          aria-label={`Rename ${entry.code}`}
                          disabled={isLoading}
                          onClick={() => {
                            setOutcome(null);
                            setRenaming(entry);
                          }}
                        >
                          Rename
                        </Button>
                        <Button
                          size="small"
                          aria-label={`${entry.retiredAt ? 'Reinstate' : 'Retire'} ${entry.code}`}
                          disabled={isLoading}
                          onClick={() => void perform(entry, entry.retiredAt ? 'reinstate' : 'retire')}
                        >
                          {entry.retiredAt ? 'Reinstate' : 'Retire'}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Delete ${entry.code}`}
                          disabled={isLoading}
                          onClick={(event) => askToDelete(entry, event.currentTarget)}
                        >
                          Delete
                        </Button>
                      </Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
