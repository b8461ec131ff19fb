import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { decodedFragment } from '@shared/markdown/fragment-links';
import { TABLE_REGION_CLASS } from '@shared/markdown/table-regions';
import { visuallyHidden } from '../visually-hidden';
import { useInAppLinks } from './use-in-app-links';

export interface MarkdownViewProps {
  /**
   * A help text's markdown as the server rendered and sanitised it (server/help/help-html.ts): no
   * script, handler, style, frame or form survives there, so it is set as it comes.
   */
  html: string;
  /**
   * Whether the view, as it is shown, brings the heading the page's address names into sight (an
   * address opened afresh). Once only: back from the editor, the view stays where the reader was.
   */
  followsAddress?: boolean;
}

/**
 * A wide table scrolls in its own box (shared/markdown/table-regions.ts), not the page: for every
 * place that shows a help text, the reading view and the editor's preview. Its cells wrap between
 * words only: broken anywhere, a wide table squeezed into the box a letter to a line instead of scrolling.
 */
export const tableRegionStyle = {
  [`& .${TABLE_REGION_CLASS}`]: { overflowX: 'auto', '& th, & td': { overflowWrap: 'normal' } },
} as const;

/**
 * Read-only markdown: the server's rendering, so reading help loads no markdown library. Its links within
 * the app go through the router (`useInAppLinks`), one handler for all, as the text's links are not React's.
 */
export function MarkdownView({ html, followsAddress = false }: MarkdownViewProps) {
  const view = useRef<HTMLDivElement>(null);
  const followInAppLink = useInAppLinks();
  // An address naming one of the text's headings (/help/support#user-content-faq), opened afresh: the
  // browser looked for the heading before the text had come, so the view brings it into sight.
  const followsAddressWhenShown = useRef(followsAddress);
  useEffect(() => {
    if (!followsAddressWhenShown.current) return;
    const id = decodedFragment(window.location.hash.slice(1));
    const addressed = id ? document.getElementById(id) : null;
    if (addressed && view.current?.contains(addressed)) addressed.scrollIntoView();
  }, []);
  return (
    <Box
      ref={view}
      className="markdown-view"
      onClick={followInAppLink}
      sx={{
        overflowWrap: 'anywhere',
        '& table': { borderCollapse: 'collapse' },
        ...tableRegionStyle,
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        // A heading cell starts where its column's text does, as in the editor's preview (a browser
        // centres it: over a column widened by a long cell, it sat out of the table's scrolled view).
        // A column aligned in the text (|:-:|) keeps its own.
        '& th:not([align])': { textAlign: 'start' },
        // Long lines wrap: a block that scrolled sideways could not be scrolled with the keyboard.
        '& pre': { bgcolor: 'action.hover', p: 1, whiteSpace: 'pre-wrap' },
        '& > :first-child': { mt: 0 },
        // The footnotes' heading, written for screen readers only (remark-rehype's class).
        '& .sr-only': visuallyHidden,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
