import { useSyncExternalStore } from 'react';
import { saveInFlight, subscribeToSaves } from './unsaved-changes';

/**
 * Whether a submit on screen still waits for its answer, kept current. Its input may already be taken:
 * a Cancel that offered to discard it then would be untrue, and the save would land after all.
 */
export const useSaveInFlight = (): boolean => useSyncExternalStore(subscribeToSaves, saveInFlight);
