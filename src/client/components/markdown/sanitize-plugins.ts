import type { Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/**
 * Help texts are untrusted markdown. Every place that renders one (the read-only panels and the
 * editor's live preview) runs rehype-sanitize last, with GitHub's schema: no scripts, event
 * handlers, styles, iframes, forms, or javascript:/data: links.
 */
export const sanitizedRehypePlugins: NonNullable<Options['rehypePlugins']> = [[rehypeSanitize]];
