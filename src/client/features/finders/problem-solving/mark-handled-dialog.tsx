import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CancelWithConfirmation } from '@client/components/cancel-with-confirmation';
import { EntryHelperText } from '@client/components/form/entry-helper-text';
import { LeaveGuard } from '@client/components/form/leave-guard';
import { DraftRestoredNote } from '@client/components/form/draft-restored-note';
import { useKeepingOnSessionEnd, useKeptInput } from '@client/components/form/use-kept-input';
import { useEntryWithinLength } from '@client/components/form/use-entry-within-length';
import {
  PROBLEM_NOTE_MAX_LENGTH,
  PROBLEM_NOTE_REQUIRED_MESSAGE,
  problemCategoryLabels,
} from '@shared/contract/problem-solving-constants';
import type { ProblemOutcome, ProblemRow } from '@shared/contract/problem-solving';
import { useMarkProblemsHandledMutation } from '@client/api/problem-solving-api';
import { readApiError } from '@client/api/read-api-error';
import { describeChangeFailure } from '@client/components/load-failure-alert';
import { useGuardedDialogClose } from '@client/components/discard-changes-dialog';
import { useOneAtATime } from '@client/components/form/use-one-at-a-time';
import { holdWhileSaving } from '@client/components/form/unsaved-changes';

export interface MarkHandledDialogProps {
  organisationId: number | null;
  /** The selected problems as the queue showed them when the note was begun (their versions go with the call). */
  problems: readonly ProblemRow[];
  onClose: (changed: boolean) => void;
}

/**
 * The dialog's kept input: its note, under the selection it was typed for (`noteSelectionKey`), with
 * the versions of the problems as they were then (`typedAgainst`, by problem id).
 */
export const MARK_HANDLED_NOTE_FIELDS = ['note'];

interface KeptNote {
  note: string;
  typedAgainst?: Record<string, number>;
}

/** A selection of an organisation's problems as the note typed for it is kept: 'organisation:id,id'. */
export const noteSelectionKey = (organisationId: number | null, problemIds: readonly number[]): string =>
  `${organisationId ?? ''}:${[...problemIds].sort((a, b) => a - b).join(',')}`;

/** The answer's title says what happened: a colleague may have handled every problem first. */
function outcomeTitle(handled: number, refused: number): string {
  if (handled === 0) return 'Not marked as handled';
  return refused === 0 ? 'Marked as handled' : 'Partly marked as handled';
}

/** The selection a kept note was typed for, from its key; null for a key of another shape. */
export function noteSelectionOf(key: string): { organisationId: number | null; problemIds: number[] } | null {
  const match = /^(\d*):(\d+(?:,\d+)*)$/.exec(key);
  if (!match) return null;
  return { organisationId: match[1] ? Number(match[1]) : null, problemIds: match[2]!.split(',').map(Number) };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Mark as handled: says what will happen to each selected problem, takes the one note they share,
 * and answers which were handled and which were refused and why. The button is disabled while the
 * call runs, and a second click sends nothing; a retried call answers the same on the server.
 */
export function MarkHandledDialog({ organisationId, problems, onClose }: MarkHandledDialogProps) {
  const titleId = useId();
  // A note typed when the session ended comes back the next time the dialog opens on this page for the
  // same problems of the same organisation: never into another selection's trail.
  const selectionKey = noteSelectionKey(
    organisationId,
    problems.map(({ problemId }) => problemId),
  );
  const kept = useKeptInput<KeptNote>(MARK_HANDLED_NOTE_FIELDS, { recordKey: selectionKey });
  const [note, setNote] = useState(kept.restored?.note ?? '');
  // A note kept over a session's end goes with the versions it was typed against, not those the queue
  // shows now: a problem handled and reopened meanwhile is refused as changed, not handled with it.
  const [typedAgainst] = useState(
    () =>
      kept.restored?.typedAgainst ??
      Object.fromEntries(problems.map(({ problemId, version }) => [String(problemId), version])),
  );
  const [restoredNotice, setRestoredNotice] = useState(kept.restored !== undefined);
  const [noteError, setNoteError] = useState<string | undefined>(undefined);
  const noteEntry = useEntryWithinLength(PROBLEM_NOTE_MAX_LENGTH, note);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [outcomes, setOutcomes] = useState<ProblemOutcome[] | undefined>(undefined);
  const [markHandled, { isLoading }] = useMarkProblemsHandledMutation();
  const oneAtATime = useOneAtATime();
  // The answer replaces the form inside the open dialog: its Close takes the focus the submit button had.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (outcomes) closeRef.current?.focus();
  }, [outcomes]);

  // A note typed and not sent yet: Escape, a click beside the dialog and leaving the page keep it or ask.
  const unsaved = note !== '' && outcomes === undefined;
  const isUnsaved = useCallback(() => unsaved, [unsaved]);
  const guardedClose = useGuardedDialogClose(unsaved, () => onClose(outcomes !== undefined));
  const noteRef = useRef<HTMLTextAreaElement>(null);
  useKeepingOnSessionEnd(kept, { values: { note, typedAgainst }, basis: undefined, unsaved });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void oneAtATime(send);
  };
  const send = async () => {
    if (note.trim() === '') {
      setNoteError(PROBLEM_NOTE_REQUIRED_MESSAGE);
      // On the field, so its message is read out with it (the submit button kept the focus).
      noteRef.current?.focus();
      return;
    }
    setFailure(undefined);
    try {
      const selection = problems.map(({ problemId, version }) => ({
        problemId,
        version: typedAgainst[String(problemId)] ?? version,
      }));
      const sending = markHandled({ organisationId, problems: selection, note: note.trim() }).unwrap();
      // Until its answer the note may already be taken: Cancel, Escape and leaving wait (unsaved-changes.ts).
      holdWhileSaving(sending);
      const result = await sending;
      setOutcomes(result.outcomes);
      setRestoredNotice(false);
    } catch (error) {
      const { fieldErrors } = readApiError(error);
      if (fieldErrors?.note) setNoteError(fieldErrors.note.join(' '));
      else setFailure(describeChangeFailure(error, 'The problems could not be marked as handled.'));
    }
  };

  const handled = outcomes?.filter(({ outcome }) => outcome === 'handled') ?? [];
  const refused = outcomes?.filter(({ outcome }) => outcome !== 'handled') ?? [];
  const nameOf = (outcome: ProblemOutcome) =>
    outcome.externalId ?? problems.find(({ problemId }) => problemId === outcome.problemId)?.externalId ?? '';

  return (
    <Dialog
      open
      // Nothing closes it while the problems are being marked: its outcome is on its way.
      onClose={isLoading ? undefined : guardedClose.onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 560, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <LeaveGuard unsaved={unsaved} isUnsaved={isUnsaved} />
      <DialogTitle id={titleId}>
        {outcomes
          ? outcomeTitle(handled.length, refused.length)
          : `Mark ${plural(problems.length, 'problem', 'problems')} as handled`}
      </DialogTitle>
      {outcomes ? (
        <>
          <DialogContent>
            <Alert severity={refused.length === 0 ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
              {plural(handled.length, 'problem was', 'problems were')} marked as handled
              {refused.length > 0 ? `; ${plural(refused.length, 'was', 'were')} refused.` : '.'}
            </Alert>
            {refused.length > 0 && (
              <List dense aria-label="Refused">
                {refused.map((outcome) => (
                  <ListItem key={outcome.problemId} disableGutters>
                    <ListItemText primary={nameOf(outcome)} secondary={outcome.message} />
                  </ListItem>
                ))}
              </List>
            )}
            {refused.length > 0 && (
              // The refused problems still need their note: it stays here to be copied, not lost with the dialog.
              <TextField
                label="Your note"
                fullWidth
                multiline
                value={note.trim()}
                helperText="Copy it to mark the refused problems once they are shown afresh."
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ mt: 1 }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" ref={closeRef} onClick={() => onClose(true)}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            {restoredNotice && <DraftRestoredNote because={kept.restoredBecause} />}
            <Typography variant="body2" sx={{ mb: 1 }}>
              Each problem leaves the queue, and the note is written to its record&apos;s audit trail, with your name.
              It can be reopened from there.
            </Typography>
            <List dense aria-label="Problems to mark as handled" sx={{ maxHeight: 200, overflowY: 'auto', mb: 1 }}>
              {problems.map((problem) => (
                <ListItem key={problem.problemId} disableGutters>
                  <ListItemText primary={problem.externalId} secondary={problemCategoryLabels[problem.category]} />
                </ListItem>
              ))}
            </List>
            <TextField
              label="Note"
              required
              fullWidth
              multiline
              minRows={3}
              autoFocus
              inputRef={noteRef}
              value={note}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(undefined);
              }}
              error={noteError !== undefined}
              helperText={
                <EntryHelperText
                  message={noteError ?? 'How the problem was handled, for whoever reads the trail.'}
                  refusal={noteEntry.refusal}
                />
              }
              slotProps={{ htmlInput: { maxLength: PROBLEM_NOTE_MAX_LENGTH, ...noteEntry.handlers } }}
            />
            {failure && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <CancelWithConfirmation dirty={unsaved} onCancel={() => onClose(false)} />
            <Button type="submit" variant="contained" disabled={isLoading}>
              {isLoading ? 'Marking as handled…' : 'Mark as handled'}
            </Button>
          </DialogActions>
        </form>
      )}
      {guardedClose.question}
    </Dialog>
  );
}
