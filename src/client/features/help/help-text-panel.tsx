import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { useId, useRef, useState } from 'react';
import { helpApi } from '@client/api/help-api';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { readApiError } from '@client/api/read-api-error';
import { FocusFirstField } from '@client/components/focus-first-field';
import { useDraftWaiting } from '@client/components/form/use-form-draft';
import { loadedModule, useLoadedModule } from '@client/components/loaded-module';
import { MarkdownView } from '@client/components/markdown/markdown-view';
import type { HelpTextKind } from '@shared/contract/help';
import { HELP_TEXT_FORM_FIELDS } from '@shared/contract/help-constants';

// The editor (md-editor, about 130 KB gzipped, with the form, react-hook-form and zod) is only for
// editors: it loads when the pencil is clicked, so reading help costs analysts nothing extra.
// Loaded without suspending: React reveals a Suspense boundary's content no sooner than 300 ms after
// its fallback, so the editor came that late even when its chunk was there at once.
const helpTextEditor = loadedModule(() =>
  import(/* webpackChunkName: "markdown-editor" */ './help-text-editor').then((module) => module.HelpTextEditor),
);

export interface HelpTextPanelProps {
  kind: HelpTextKind;
  /**
   * The page around the panel reads the text afresh and keeps it while it is shown (the welcome page
   * asks for its announcements beside the instance): the panel only shows the page's answer. Were it
   * to subscribe too, it would ask a second time once they came; and after a failure more times still,
   * as RTK Query asks again for a failed answer whenever a component subscribes to it.
   */
  readAfreshByPage?: boolean;
}

/** A help text: title and rendered markdown, with a pencil into edit mode when the server allows it. */
export function HelpTextPanel({ kind, readAfreshByPage = false }: HelpTextPanelProps) {
  // An editor's save reaches other readers' open tabs only by reading the text again when it is shown.
  helpApi.endpoints.getHelpText.useQuerySubscription(kind, { ...READ_AFRESH_WHEN_SHOWN, skip: readAfreshByPage });
  const { data: helpText, error, isLoading } = helpApi.endpoints.getHelpText.useQueryState(kind);
  // Back after the session ended on Update, the kept text opens the editor again by itself.
  const draftWaiting = useDraftWaiting(HELP_TEXT_FORM_FIELDS, { everyOrganisation: true });
  const [editing, setEditing] = useState(draftWaiting);
  // Only the first view follows an address naming a heading; back from the editor it stays put.
  const [viewFollowsAddress, setViewFollowsAddress] = useState(!draftWaiting);
  // Closing the editor hands focus back to the Edit button it was opened from.
  const returnFocusToEdit = useRef(false);
  const titleId = useId();
  const HelpTextEditor = useLoadedModule(helpTextEditor, editing);

  if (isLoading) return <CircularProgress aria-label="Loading" />;
  if (!helpText) {
    const { errorMessage, statusText } = readApiError(error);
    return error ? (
      <Alert severity="error">{errorMessage ?? statusText ?? 'The text could not be loaded.'}</Alert>
    ) : null;
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {helpText.title}
        </Typography>
        {helpText.editable && !editing && (
          <IconButton
            aria-label="Edit"
            onClick={() => {
              setViewFollowsAddress(false);
              setEditing(true);
            }}
            ref={(button) => {
              if (button && returnFocusToEdit.current) button.focus();
              returnFocusToEdit.current = false;
            }}
          >
            <EditIcon />
          </IconButton>
        )}
      </Stack>
      {editing && helpText.editable ? (
        HelpTextEditor ? (
          <FocusFirstField>
            {/* The loaded module's own component, the same on every render. */}
            {/* eslint-disable-next-line react-hooks/static-components */}
            <HelpTextEditor
              kind={kind}
              helpText={helpText}
              onClose={() => {
                returnFocusToEdit.current = true;
                setEditing(false);
              }}
            />
          </FocusFirstField>
        ) : (
          <LinearProgress aria-label="Loading the editor" />
        )
      ) : (
        <Box>
          <MarkdownView html={helpText.html} followsAddress={viewFollowsAddress} />
        </Box>
      )}
    </Paper>
  );
}
