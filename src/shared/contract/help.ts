import { z } from 'zod';
import { isXmlText, trimBlankEdges } from './xml-text';
import { int4Within } from './common';
import { characterCount, HELP_CONTENT_MAX_LENGTH, HELP_TITLE_MAX_LENGTH, helpTitleCharacters } from './help-constants';

export * from './help-constants';

/** The three editable help texts; the URL names of access spec section 7. */
export const helpTextKindSchema = z.enum(['announcements', 'support', 'releaseNotes']);
export type HelpTextKind = z.infer<typeof helpTextKindSchema>;
export const helpTextParamsSchema = z.object({ kind: helpTextKindSchema });

/**
 * Help text (access spec section 3) plus `version`, which a save must send back: a save against an
 * older version answers 409 instead of silently overwriting another editor's text.
 */
export const helpTextSchema = z.object({
  title: z.string(),
  content: z.string(),
  /** `content` rendered by the server for reading: sanitised HTML (server/help/help-html.ts). */
  html: z.string(),
  editable: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type HelpText = z.infer<typeof helpTextSchema>;

export const helpTextSaveSchema = z.object({
  title: z
    .string()
    .overwrite(trimBlankEdges)
    .min(1, "Field 'title' is required.")
    .refine((title) => helpTitleCharacters(title) <= HELP_TITLE_MAX_LENGTH, {
      message: `The title may have at most ${HELP_TITLE_MAX_LENGTH} characters.`,
    })
    .refine(isXmlText, 'The title may not contain control characters.'),
  content: z
    .string()
    .refine((content) => characterCount(content) <= HELP_CONTENT_MAX_LENGTH, {
      message: `The content may have at most ${HELP_CONTENT_MAX_LENGTH} characters.`,
    })
    // An escape or a bell reached the readers' page; tabs and line breaks are text.
    .refine(isXmlText, 'The content may not contain control characters.'),
  version: int4Within(0),
});
export type HelpTextSave = z.infer<typeof helpTextSaveSchema>;
