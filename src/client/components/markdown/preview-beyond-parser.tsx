import { Component, type ReactNode } from 'react';
import { TOO_DEEPLY_NESTED_MESSAGE } from '@shared/contract/help-constants';

interface PreviewBeyondParserProps {
  children: ReactNode;
}

/**
 * Around the preview: a text nested deeper than the markdown parser can follow ('>' 3,000 times in a
 * row) exhausts the browser's stack (a RangeError) while it is rendered. Caught here, the preview says
 * so, as the page and the save's refusal do, and the editor and what was typed in it stay: the whole
 * page was replaced by the crash report, and a text the server had stored could not be opened to be
 * mended. Any other error goes on to the page's own handling. Keyed by the text where it is used, so
 * the next text is tried afresh.
 */
export class PreviewBeyondParser extends Component<PreviewBeyondParserProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof RangeError) return <p>({TOO_DEEPLY_NESTED_MESSAGE})</p>;
    throw error;
  }
}
