import type { HelpTextKind } from '@shared/contract';

/** A seeded help text: its versions, oldest first; the last is the current one. */
export interface DemoHelpText {
  kind: HelpTextKind;
  versions: Array<{ title: string; content: string }>;
}
