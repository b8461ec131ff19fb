import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import {
  useGetColumnSettingsQuery,
  useGetColumnSettingsUsersQuery,
  useLazyGetColleagueColumnSettingsQuery,
  useLazyGetDefaultColumnSettingsQuery,
  usePersistColumnSettingsMutation,
} from '@client/api/column-settings-api';
import { readApiError } from '@client/api/read-api-error';
import { READ_AFRESH_WHEN_SHOWN } from '@client/api/read-afresh';
import { useKeepingOnSessionEnd, useKeptInput } from '@client/components/form/use-kept-input';
import { draftRestoredMessage } from '@client/components/form/use-form-draft';
import { describeChangeFailure, describeLoadFailure } from '@client/components/load-failure-alert';
import {
  COLUMN_SETTINGS_DEFAULTS_WARNING,
  COLUMN_SETTINGS_SAVED_MESSAGE,
  columnSettingsUserWarning,
  type ColumnSettingsKey,
} from '@shared/contract/column-settings';
import type { PickLists } from './pick-list-state';

/**
 * What the page says after the last action: a preview warning, the save's outcome, or a failure;
 * `stale` when the save was refused because another tab saved first (the page offers Reload).
 */
export type EditorMessage = {
  severity: 'info' | 'warning' | 'success' | 'error';
  text: string;
  stale?: boolean;
} | null;

/**
 * What the page keeps when the session ends before a save: the lists, for the settings they were made
 * for, and the warning of the preview they came from (defaults, another user's), which still holds.
 */
interface KeptLists {
  scope: string;
  lists: PickLists;
  previewWarning?: string;
  previewUserId?: string;
}
const KEPT_FIELDS = ['activeColumns', 'inactiveColumns'];

interface EditorState {
  /** Which key and organisation `lists` belong to: another scope starts again from its saved settings. */
  scope: string;
  lists: PickLists | null;
  /** Save is offered after a move, loaded defaults or another user's settings; a save withdraws it. */
  saveEnabled: boolean;
  message: EditorMessage;
  /** The user whose settings are previewed ('' for none), the value of the 'Load settings from user' list. */
  previewUserId: string;
  /** The version of the user's own settings the page started from: a save from it after another tab's is refused. */
  version: number | undefined;
  /**
   * When the answer the cache held as these settings were shown came (0 for none): they are read afresh
   * then (another tab may have saved since), and the page starts from a later answer, never from that one.
   */
  cachedAt: number;
  /** The lists kept when the session ended were given back (once: a later start is from the saved settings). */
  keptTaken: boolean;
}

/**
 * The Personal Column Settings page's state (market-reporting spec section 4, 'Column settings'): the
 * user's saved settings as the starting point, moves, the two previews (defaults, another user's
 * settings) that only a save adopts, and the save itself.
 */
export function useColumnSettingsEditor(key: ColumnSettingsKey | undefined, organisationId: number | null) {
  const args = key ? { key, organisationId } : skipToken;
  const saved = useGetColumnSettingsQuery(args, READ_AFRESH_WHEN_SHOWN);
  const users = useGetColumnSettingsUsersQuery(args);
  const [loadUserSettings, userSettings] = useLazyGetColleagueColumnSettingsQuery();
  const [loadDefaults, defaults] = useLazyGetDefaultColumnSettingsQuery();
  const [persist, persisting] = usePersistColumnSettingsMutation();

  const scope = `${key}:${organisationId}`;
  const kept = useKeptInput<KeptLists>(KEPT_FIELDS);
  const [state, setState] = useState<EditorState>({
    scope,
    lists: null,
    saveEnabled: false,
    message: null,
    previewUserId: '',
    version: undefined,
    keptTaken: false,
    cachedAt: saved.fulfilledTimeStamp ?? 0,
  });
  // Starts from the saved settings once they arrive, and again for another key or organisation; the
  // first time, from the lists the session's end kept for these settings, on the version they were made from.
  const answeredAfter = (cachedAt: number) =>
    saved.currentData !== undefined && (saved.fulfilledTimeStamp ?? 0) > cachedAt ? saved.currentData : undefined;
  if (state.scope !== scope || (state.lists === null && answeredAfter(state.cachedAt))) {
    const cachedAt = state.scope === scope ? state.cachedAt : (saved.fulfilledTimeStamp ?? 0);
    const current = answeredAfter(cachedAt);
    const restored = current && !state.keptTaken && kept.restored?.scope === scope ? kept.restored : undefined;
    setState({
      scope,
      lists:
        restored?.lists ??
        (current ? { activeColumns: current.activeColumns, inactiveColumns: current.inactiveColumns } : null),
      saveEnabled: restored !== undefined,
      message: restored
        ? {
            severity: 'info',
            text: [draftRestoredMessage(kept.restoredBecause), restored.previewWarning].filter(Boolean).join(' '),
          }
        : null,
      previewUserId: restored?.previewUserId ?? '',
      version: restored ? kept.restoredBasis : current?.version,
      keptTaken: state.keptTaken || restored !== undefined,
      cachedAt,
    });
  }
  useKeepingOnSessionEnd(kept, {
    values: {
      scope: state.scope,
      lists: state.lists ?? { activeColumns: [], inactiveColumns: [] },
      ...(state.message?.severity === 'warning'
        ? { previewWarning: state.message.text, previewUserId: state.previewUserId }
        : {}),
    },
    basis: state.version,
    unsaved: state.saveEnabled && state.lists !== null,
  });

  // A change lands only while the settings it began on are shown: an answer (a preview, a save, a
  // reload) that comes after another grid or organisation was chosen belongs to the settings left, and
  // shown here a save would write them over these.
  const update = (change: Partial<EditorState>) =>
    setState((current) => (current.scope === scope ? { ...current, ...change } : current));

  const showPreview = async (
    load: () => Promise<PickLists>,
    warning: string,
    previewUserId: string,
    onFailure?: () => void,
  ) => {
    try {
      const lists = await load();
      update({ lists, saveEnabled: true, message: { severity: 'warning', text: warning }, previewUserId });
    } catch (error) {
      update({
        message: { severity: 'error', text: describeLoadFailure(error, 'The settings could not be loaded.') },
      });
      onFailure?.();
    }
  };

  return {
    lists: state.lists,
    loading: saved.isLoading,
    loadError: saved.error,
    saveEnabled: state.saveEnabled && !persisting.isLoading && (state.lists?.activeColumns.length ?? 0) > 0,
    saving: persisting.isLoading,
    /** Moves or a loaded preview not saved yet: leaving the page, or another organisation, loses them. */
    unsaved: state.saveEnabled,
    message: state.message,
    users: users.currentData?.users ?? [],
    usersError: users.error,
    previewUserId: state.previewUserId,
    previewing: defaults.isFetching || userSettings.isFetching,

    move(lists: PickLists) {
      // A preview's warning, or the note that the lists were given back, still holds until a save.
      const lasting = state.message?.severity === 'warning' || state.message?.severity === 'info';
      update({ lists, saveEnabled: true, message: lasting ? state.message : null });
    },

    loadDefaults() {
      if (!key) return;
      return showPreview(() => loadDefaults({ key, organisationId }).unwrap(), COLUMN_SETTINGS_DEFAULTS_WARNING, '');
    },

    loadFromUser(userId: string) {
      const user = users.currentData?.users.find((candidate) => String(candidate.ident) === userId);
      if (!key || !user) return;
      return showPreview(
        () => loadUserSettings({ key, organisationId, userId: user.ident }).unwrap(),
        columnSettingsUserWarning(user.value),
        userId,
        // The colleague may have left the organisation meanwhile: the list shows who is still there.
        () => void users.refetch(),
      );
    },

    async save() {
      if (!key || !state.lists) return;
      const body = {
        activeColumns: state.lists.activeColumns,
        ...(organisationId !== null ? { organisationId } : {}),
        ...(state.version !== undefined ? { version: state.version } : {}),
      };
      try {
        const { version, ...lists } = await persist({ key, body }).unwrap();
        update({
          lists,
          version,
          saveEnabled: false,
          previewUserId: '',
          message: { severity: 'success', text: COLUMN_SETTINGS_SAVED_MESSAGE },
        });
      } catch (error) {
        // The save failure shows the server's message (market-reporting spec section 8).
        const stale = readApiError(error).status === 409;
        update({
          message: { severity: 'error', text: describeChangeFailure(error, 'The settings could not be saved.'), stale },
        });
      }
    },

    /** After a stale save: the settings as saved now, and their version, replace the page's. */
    async reload() {
      try {
        const current = await saved.refetch().unwrap();
        update({
          lists: { activeColumns: current.activeColumns, inactiveColumns: current.inactiveColumns },
          version: current.version,
          saveEnabled: false,
          previewUserId: '',
          message: null,
        });
      } catch (error) {
        update({
          message: { severity: 'error', text: describeLoadFailure(error, 'The settings could not be loaded.') },
        });
      }
    },
  };
}
