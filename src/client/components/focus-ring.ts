/**
 * The keyboard focus indicator, used by the theme and by third-party widgets styled outside it.
 * A dark ring between two white halos: the dark ring stands out on the light surfaces (white paper,
 * tinted list selections, the editor's grey toolbar, at least 12:1), the white halos on the blue app
 * bar (7.9:1), so the ring passes the 3:1 non-text contrast rule on every background the app uses.
 */
export const FOCUS_RING_COLOR = '#1a1a1a';
export const FOCUS_HALO_COLOR = '#ffffff';

export const focusRing = {
  outline: `2px solid ${FOCUS_RING_COLOR}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 6px ${FOCUS_HALO_COLOR}`,
} as const;
