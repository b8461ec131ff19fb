// Tabs of one browser side by side (two windows) are all shown: switching between them fires no
// visibilitychange, so a save in one tells the others directly. Browsers without the channel rely on
// visibilitychange alone.
export const PREFERENCES_CHANNEL_NAME = 'energy-post-trade-preferences';

const openChannel = (): BroadcastChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PREFERENCES_CHANNEL_NAME);

// The tab's listening end, which also speaks for it: a channel hears no message it posted itself.
let listening: BroadcastChannel | null = null;

/** Tells this browser's other tabs that the user's preferences were just saved here. */
export function announcePreferencesSaved(): void {
  if (listening) {
    listening.postMessage('saved');
    return;
  }
  const channel = openChannel();
  channel?.postMessage('saved');
  channel?.close();
}

/** Calls `heard` whenever another tab of this browser saves the preferences, until the returned stop is called. */
export function onPreferencesSavedElsewhere(heard: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = heard;
  listening = channel;
  return () => {
    channel.close();
    if (listening === channel) listening = null;
  };
}
