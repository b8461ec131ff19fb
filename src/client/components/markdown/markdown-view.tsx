import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { sanitizedRehypePlugins } from './sanitize-plugins';

const remarkPlugins = [remarkGfm];

export interface MarkdownViewProps {
  /** Untrusted markdown (GitHub flavour); raw HTML in it is not rendered. */
  markdown: string;
}

/** Read-only markdown: the light renderer, so reading help never loads the editor. */
export function MarkdownView({ markdown }: MarkdownViewProps) {
  return (
    <Box
      className="markdown-view"
      sx={{
        overflowWrap: 'anywhere',
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 1, overflowX: 'auto' },
        '& > :first-child': { mt: 0 },
      }}
    >
      <Markdown remarkPlugins={remarkPlugins} rehypePlugins={sanitizedRehypePlugins}>
        {markdown}
      </Markdown>
    </Box>
  );
}
