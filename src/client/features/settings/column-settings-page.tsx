import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef } from 'react';
import { busyButtonProps } from '@client/components/form/busy-button';
import { useFocusIfLost } from '@client/components/form/use-focus-if-lost';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LeaveGuard } from '@client/components/form/leave-guard';
import { LoadFailureAlert } from '@client/components/load-failure-alert';
import { loadedModule, useLoadedModule } from '@client/components/loaded-module';
import { PageTitle } from '@client/components/page-title';
import { paths } from '@shared/app-paths';
import { readReturnTo } from '@client/session/return-location';
import { postLoginTarget } from '@client/session/post-login-target';
import { usePreferences } from '@client/api/preferences-api';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import {
  catalogueColumnLabel,
  COLUMN_SETTINGS_NO_COLUMN_MESSAGE,
  columnSettingsKeyOf,
  type ColumnSettingsKey,
} from '@shared/contract/column-settings';
import {
  COLUMN_SETTINGS_HELP_TEXT,
  COLUMN_SETTINGS_KEYBOARD_HELP_TEXT,
  columnsOfText,
} from '@shared/column-settings-text';
import { useColumnSettingsEditor } from './use-column-settings-editor';
import { RELOAD_DROPS_EDITS } from '@client/components/form/reload-drops-edits';

/**
 * The pick list brings dnd-kit: loaded beside the page rather than before it (its script is named in the
 * page's HTML), so the title, the buttons and the help show without waiting for it. Asked for as soon as
 * this module runs, not once the page has rendered, so a page opened from a finder does not wait for one
 * chunk after the other. Loaded without suspending (see loaded-module.ts); until both it and the lists
 * are there, the page shows its loader.
 */
const columnPickList = loadedModule(() =>
  import(/* webpackChunkName: "column-pick-list" */ './column-pick-list').then((module) => module.ColumnPickList),
);
// A failure here is the page's to show: useLoadedModule asks again and throws it to the route.
columnPickList.load().catch(() => undefined);

/**
 * Go Back: to the page named by `ocm` (the finder with its filters) when it is a path inside the app,
 * else one step back in the history, else the start page.
 */
function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = readReturnTo({ returnTo: searchParams.get('ocm') ?? undefined });
  const { data: user } = useGetUserInformationQuery();
  const { landingPage } = usePreferences();
  return (options: { replace?: boolean } = {}) => {
    if (returnTo) void navigate(returnTo, options);
    else if (location.key !== 'default') void navigate(-1);
    // Opened as the tab's first page: on to the page the user starts on, as signing in would. Not by
    // the root, where the app sends users after a failure and which no unsaved form holds up.
    else if (user) void navigate(postLoginTarget(user, '', undefined, landingPage), { replace: true });
    else void navigate(paths.root.getHref(), { replace: true });
  };
}

/** settings/datatable/customize?documentType=...&ocm=... (market-reporting spec section 2). */
export function ColumnSettingsPage() {
  const [searchParams] = useSearchParams();
  const key = columnSettingsKeyOf(searchParams.get('documentType'));
  const goBack = useGoBack();
  const unknownType = key === undefined;

  // Any documentType without a settings key sends the user back (spec section 4).
  useEffect(() => {
    if (unknownType) goBack({ replace: true });
    // Once per unknown type; goBack is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownType]);

  return (
    <Stack spacing={2}>
      <PageTitle title="Personal Column Settings" />
      {key && <ColumnSettingsEditor key={key} settingsKey={key} onGoBack={() => goBack()} />}
    </Stack>
  );
}

interface ColumnSettingsEditorProps {
  settingsKey: ColumnSettingsKey;
  onGoBack: () => void;
}

function ColumnSettingsEditor({ settingsKey, onGoBack }: ColumnSettingsEditorProps) {
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const editor = useColumnSettingsEditor(settingsKey, organisationId);
  const userSelectId = useId();
  const ColumnPickList = useLoadedModule(columnPickList, true);
  const { unsaved } = editor;
  const isUnsaved = useCallback(() => unsaved, [unsaved]);
  // Save Changes is disabled once saved (spec section 4): the focus its disabling drops goes to the outcome.
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusIfLost(messageRef, editor.message);

  return (
    <>
      <LeaveGuard unsaved={unsaved} isUnsaved={isUnsaved} />
      {/* The title, this line and the help come first: the server paints them with the HTML (shared/page-frame-content.ts). */}
      <Typography variant="subtitle1" component="p">
        {columnsOfText(settingsKey)}
      </Typography>
      <Stack spacing={0.5}>
        <Typography variant="body2">{COLUMN_SETTINGS_HELP_TEXT}</Typography>
        <Typography variant="body2" color="text.secondary">
          {COLUMN_SETTINGS_KEYBOARD_HELP_TEXT}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onGoBack}>
          Go Back
        </Button>
        <Button
          variant="contained"
          disabled={!editor.saveEnabled}
          onClick={() => void editor.save()}
          startIcon={editor.saving ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
        >
          Save Changes
        </Button>
        <Button
          variant="outlined"
          disabled={!editor.lists}
          // Busy, not disabled, while the defaults come: the keyboard's focus stays on it.
          {...busyButtonProps(editor.previewing)}
          onClick={() => {
            if (!editor.previewing) void editor.loadDefaults();
          }}
        >
          Load Defaults
        </Button>
        <FormControl size="small" sx={{ minWidth: 240 }} disabled={editor.users.length === 0 || !editor.lists}>
          <InputLabel htmlFor={userSelectId} shrink>
            Load settings from user
          </InputLabel>
          <NativeSelect
            value={editor.previewUserId}
            onChange={(event) => void editor.loadFromUser(event.target.value)}
            inputProps={{ id: userSelectId }}
            input={<OutlinedInput label="Load settings from user" notched />}
          >
            <option value="">Choose user</option>
            {editor.users.map((user) => (
              <option key={user.ident} value={String(user.ident)}>
                {user.value}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Stack>

      <LoadFailureAlert error={editor.usersError} loading={false} fallback="The users could not be loaded." />
      {editor.message && (
        <Alert
          ref={messageRef}
          tabIndex={-1}
          severity={editor.message.severity}
          // A success or a note is news, not an alarm: announced politely.
          role={editor.message.severity === 'success' || editor.message.severity === 'info' ? 'status' : 'alert'}
          action={editor.message.stale ? <Button onClick={() => void editor.reload()}>Reload</Button> : undefined}
        >
          {editor.message.text}
          {editor.message.stale && ` ${RELOAD_DROPS_EDITS}`}
        </Alert>
      )}
      {editor.lists && editor.lists.activeColumns.length === 0 && (
        <Alert severity="info">{COLUMN_SETTINGS_NO_COLUMN_MESSAGE}</Alert>
      )}

      {editor.lists ? (
        ColumnPickList ? (
          // The loaded module's own component, the same on every render.
          // eslint-disable-next-line react-hooks/static-components
          <ColumnPickList
            lists={editor.lists}
            labelOf={(column) => catalogueColumnLabel(settingsKey, column)}
            onChange={editor.move}
          />
        ) : (
          <CircularProgress aria-label="Loading" />
        )
      ) : editor.loadError ? (
        <LoadFailureAlert
          error={editor.loadError}
          loading={editor.loading}
          fallback="The settings could not be loaded."
        />
      ) : (
        <CircularProgress aria-label="Loading" />
      )}
    </>
  );
}
