import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { dropOwnApiImages, isOwnApiUrl } from '@shared/markdown/own-api-images';

/**
 * A help text's markdown as its page shows it: GitHub-flavoured, raw HTML left out, sanitised with
 * GitHub's schema (no scripts, event handlers, styles, iframes, forms, or javascript:/data: links),
 * images on this server's API replaced by their alt text. Rendered here rather than in the browser, so
 * reading help costs a page no markdown library (168 KB of script on the welcome page every sign-in
 * lands on). `ownOrigins` are the origins a reader's browser may know this server by. Relative image
 * addresses are resolved from the root: whatever reaches /api/ from a help page (/help/…) does from
 * there too, and more ('api/x').
 */
export function helpHtml(markdown: string, ownOrigins: readonly string[]): string {
  const isOwnApiImage = (src: string) => ownOrigins.some((origin) => isOwnApiUrl(src, `${origin}/`));
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(dropOwnApiImages, isOwnApiImage)
    .use(rehypeStringify);
  return String(processor.processSync(markdown));
}
