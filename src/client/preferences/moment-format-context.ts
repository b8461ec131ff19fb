import { createContext, useContext } from 'react';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import type { MomentFormat } from './moment-format';

/** The format the signed-in pages write moments in, given by WithPreferences (the defaults elsewhere). */
export const MomentFormatContext = createContext<MomentFormat>({
  timeZone: defaultPreferences.timeZone,
  dateFormat: defaultPreferences.dateFormat,
});

/**
 * The format moments are written in now. A component that writes moments (formatMoment and its kin)
 * calls it, so it is drawn again, keeping its state, when the format changes: saved on the preferences
 * page, in this tab or another.
 */
export const useMomentFormat = (): MomentFormat => useContext(MomentFormatContext);
