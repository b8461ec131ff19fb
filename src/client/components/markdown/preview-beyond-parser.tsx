import { Component, type ReactNode } from 'react';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';
import { isStackExhausted } from '@shared/markdown/stack-exhausted';

interface PreviewBeyondParserProps {
  /** The text previewed: once it changes, it is tried afresh. */
  source: string;
  children: ReactNode;
}

interface PreviewBeyondParserState {
  error: unknown;
  /** The text the error came with. */
  failedSource: string | undefined;
}

/**
 * Around the preview: a text nested deeper than the markdown parser can follow ('>' 3,000 times in a
 * row) exhausts the browser's stack while it is rendered. Caught here, the preview says so, as the page
 * and the save's refusal do, and the editor and what was typed in it stay: the whole page was replaced
 * by the crash report, and a text the server had stored could not be opened to be mended. Any other
 * error goes on to the page's own handling. Not keyed by the text: a remount per pause in typing would
 * rebuild the whole preview instead of updating it.
 */
export class PreviewBeyondParser extends Component<PreviewBeyondParserProps, PreviewBeyondParserState> {
  override state: PreviewBeyondParserState = { error: undefined, failedSource: undefined };

  static getDerivedStateFromError(error: unknown): Partial<PreviewBeyondParserState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: PreviewBeyondParserProps,
    state: PreviewBeyondParserState,
  ): Partial<PreviewBeyondParserState> | null {
    // The error came with the text shown when it was caught; a new text is tried afresh.
    if (state.error === undefined) return { failedSource: props.source };
    if (state.failedSource !== props.source) return { error: undefined, failedSource: props.source };
    return null;
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isStackExhausted(error)) return <p>({TOO_DEEPLY_NESTED_MESSAGE})</p>;
    throw error;
  }
}
