import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { userApi } from '@client/api/user-api';
import { selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { SESSION_STATE_PREFIX } from '@client/session/session-storage-owner';
import { useAppSelector } from '@client/store/hooks';

const LAYOUT_PREFIX = `${SESSION_STATE_PREFIX}gridLayout:`;

/**
 * The server's column settings a grid's layout starts from, as text to compare: `null` for a grid
 * without settings (its default layout), `undefined` while the settings are not known yet.
 */
export type LayoutBasis = string | null | undefined;

/** What the user arranged in a grid itself: columns hidden or shown from its menu, and column widths. */
interface KeptGridLayout {
  /** The visibility model the grid last reported, with the basis it was chosen over. */
  visibility?: { basis: string | null; model: GridColumnVisibilityModel };
  /** Widths in pixels of the columns the user resized, by field. */
  widths: Record<string, number>;
}

const nothingKept: KeptGridLayout = { widths: {} };

const isRecordOf = <T>(value: unknown, isEntry: (entry: unknown) => entry is T): value is Record<string, T> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isEntry);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function readKeptGridLayout(storageKey: string | undefined): KeptGridLayout {
  const stored = storageKey === undefined ? null : window.sessionStorage.getItem(storageKey);
  if (stored === null) return nothingKept;
  try {
    const kept = JSON.parse(stored) as { visibility?: { basis?: unknown; model?: unknown }; widths?: unknown } | null;
    const visibility = kept?.visibility;
    const basis = visibility?.basis;
    return {
      visibility:
        (typeof basis === 'string' || basis === null) && isRecordOf(visibility?.model, isBoolean)
          ? { basis, model: visibility.model }
          : undefined,
      widths: isRecordOf(kept?.widths, isWidth) ? kept.widths : {},
    };
  } catch {
    return nothingKept;
  }
}

function writeKeptGridLayout(storageKey: string, layout: KeptGridLayout): void {
  try {
    if (layout.visibility === undefined && Object.keys(layout.widths).length === 0)
      window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, JSON.stringify(layout));
  } catch {
    // A full storage only costs the convenience: the grid starts from its settings again next time.
  }
}

const selectUserInformation = userApi.endpoints.getUserInformation.select();

export interface KeptGridChoice {
  /** The visibility the user chose through the column menu, where it still applies; else empty. */
  visibility: GridColumnVisibilityModel;
  widths: Readonly<Record<string, number>>;
  chooseVisibility: (model: GridColumnVisibilityModel) => void;
  keepWidth: (field: string, width: number) => void;
}

/**
 * What the user arranged in a grid itself, kept in the tab's sessionStorage per user, organisation and
 * `gridKey`, so it survives Back and a reload (cleared at logout and before another user signs in,
 * session-storage-owner.ts). Until the user is known it is kept in the component only.
 *
 * The server's column settings stay the base: a visibility chosen from the menu is kept only over the
 * settings it was chosen over (`basis`). When they changed since (saved on the settings page, in this tab
 * or another, or their defaults loaded), the server's win: the user asked for that layout more recently
 * and on purpose, and a menu choice made over an older order would otherwise mask it with hidden columns
 * of a layout that no longer exists. While the settings are not known yet (a reload) the kept choice is
 * shown as it is. Widths are not part of the settings, so nothing on the server replaces them.
 */
export function useKeptGridLayout(gridKey: string, basis: LayoutBasis): KeptGridChoice {
  const userName = useAppSelector((state) => selectUserInformation(state).data?.userName);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const storageKey = userName === undefined ? undefined : `${LAYOUT_PREFIX}${userName}:${organisationId}:${gridKey}`;

  const [kept, setKept] = useState(() => ({ storageKey, layout: readKeptGridLayout(storageKey) }));
  // Adjusted while rendering (React's advice), so the grid never shows another grid's or organisation's
  // layout. What was arranged before the user was known is theirs: kept, unless they had kept another.
  if (kept.storageKey !== storageKey) {
    const stored = readKeptGridLayout(storageKey);
    const arrangedBefore = kept.storageKey === undefined && stored === nothingKept;
    setKept({ storageKey, layout: arrangedBefore ? kept.layout : stored });
  }
  const staleVisibility =
    basis !== undefined && kept.layout.visibility !== undefined && kept.layout.visibility.basis !== basis;
  if (staleVisibility) setKept({ storageKey: kept.storageKey, layout: { ...kept.layout, visibility: undefined } });

  useEffect(() => {
    if (kept.storageKey !== undefined) writeKeptGridLayout(kept.storageKey, kept.layout);
  }, [kept]);

  const chooseVisibility = useCallback(
    (model: GridColumnVisibilityModel) =>
      setKept((current) => ({
        ...current,
        // Chosen before the settings came: over the settings of the choice it changes, if any.
        layout: { ...current.layout, visibility: { basis: basis ?? current.layout.visibility?.basis ?? null, model } },
      })),
    [basis],
  );
  const keepWidth = useCallback(
    (field: string, width: number) =>
      setKept((current) => ({
        ...current,
        layout: { ...current.layout, widths: { ...current.layout.widths, [field]: width } },
      })),
    [],
  );

  const visibility = staleVisibility ? undefined : kept.layout.visibility?.model;
  const { widths } = kept.layout;
  return useMemo(
    () => ({ visibility: visibility ?? {}, widths, chooseVisibility, keepWidth }),
    [visibility, widths, chooseVisibility, keepWidth],
  );
}
