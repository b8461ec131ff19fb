/**
 * Unicode's bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069). One
 * left open in a name turns around what a page shows after it: "Renamed … by Erik Madsen" followed by a
 * reversed date. Right-to-left letters stay, as do the direction marks (U+200E, U+200F, U+061C): they
 * reorder nothing a right-to-left letter would not, and a Hebrew or Arabic name needs them beside its
 * punctuation (`trimBlankEdges` keeps them for that).
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether a text holds no character that forces the direction of the text after it. */
export const lacksDirectionControls = (value: string): boolean => !DIRECTION_CONTROL.test(value);

/**
 * A check's `when` that runs it only while its field is refused for nothing else: a name with a control
 * character as well gets one message, and the checks of the object around it still run (`abort` stops them).
 */
export const saidNothingYet = (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0;

/**
 * The one sentence refusing a direction control. Its subject follows the messages beside it: "The name"
 * where a form's messages say "The name ...", "Field 'Position Holder'" among MiFID's "Field '...'"
 * messages, none among REMIT's free-text messages, which the page shows on the field ("At most 100 characters.").
 */
export const directionControlsRefusal = (subject?: string) =>
  `${subject === undefined ? 'May' : `${subject} may`} not contain direction controls (such as a right-to-left override).`;

export const directionControlsMessage = (label: string) => directionControlsRefusal(`The ${label}`);
