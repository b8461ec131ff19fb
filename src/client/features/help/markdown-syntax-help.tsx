import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const syntax: [write: string, get: string][] = [
  ['# Heading, ## Subheading', 'A heading and a subheading, both under the title'],
  ['**bold**, *italic*, ~~struck~~', 'Bold, italic and struck-through text'],
  ['- item or 1. item', 'A bulleted or numbered list'],
  ['- [ ] open, - [x] done', 'A task list'],
  [
    '[text](https://example.com)',
    'A link: a web address, a page of this site (/help/contacts) or a mailto: address; never a script',
  ],
  ['[FAQ](#faq)', 'A link to the heading FAQ in this text (lower case, spaces as hyphens)'],
  ['`code` or a ``` fenced block', 'Inline code or a code block'],
  ['> quoted text', 'A quotation'],
  ['| A | B |, then |---|---|', 'A table'],
  ['---', 'A horizontal line'],
];

/** The markdown cheat-sheet next to the editor (access spec section 2). */
export function MarkdownSyntaxHelp() {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>Markdown syntax help</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Table size="small" aria-label="Markdown syntax">
          <TableHead>
            <TableRow>
              <TableCell>Write</TableCell>
              <TableCell>To get</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {syntax.map(([write, get]) => (
              <TableRow key={write}>
                {/* A link's example has no space to break at: on a phone it would widen the page. */}
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{write}</TableCell>
                <TableCell>{get}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          HTML, scripts, styles and embedded frames are removed when the text is shown.
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
