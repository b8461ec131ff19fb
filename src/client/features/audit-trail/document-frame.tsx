import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE,
  documentFramePageKinds,
  type DocumentFramePage,
} from '@shared/contract/audit-trail-constants';
import { useGetDocumentFrameQuery } from '@client/api/audit-trail-api';
import { FOCUS_RING_COLOR } from '@client/components/focus-ring';
import { MenuTitleContext, PageTitle } from '@client/components/page-title';
import { RecordProblem } from '@client/components/record-problem';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { readRecordId } from '@shared/contract/bounds';
import { htmlDocumentName } from './document-name';

export interface DocumentFrameProps {
  page: DocumentFramePage;
  /** The page's own title (the document's kind). */
  title: string;
}

/**
 * The stored document with its body a stop of the tab order. It has nothing focusable of its own, so
 * Chromium's Tab passed the frame by (a tabindex on the iframe itself is not a stop there) and a keyboard
 * could not scroll it: the end of a long invoice was out of reach (WCAG 2.1.1). With the focus in it the
 * browser scrolls it by PageDown, End and the arrows, needing no script, so `sandbox=""` stays. Parsed,
 * not edited as text: DOMParser runs nothing it reads.
 */
function withFocusableBody(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  parsed.body.tabIndex = 0;
  // The ring drawn inside, around the frame's view: the iframe does not match :focus while its document
  // has the focus.
  const ring = parsed.createElement('style');
  ring.textContent = `body:focus-visible{outline:none}body:focus-visible::after{content:'';position:fixed;inset:0;border:2px solid ${FOCUS_RING_COLOR};pointer-events:none}`;
  parsed.head.append(ring);
  return `<!DOCTYPE html>${parsed.documentElement.outerHTML}`;
}

/**
 * A stored HTML document (market-reporting spec section 2, document frame pages) in a frame with
 * `sandbox=""`: no script in it runs, it cannot reach this page, submit forms or navigate the app.
 */
export function DocumentFrame({ page, title }: DocumentFrameProps) {
  const [searchParams] = useSearchParams();
  const id = readRecordId(searchParams.get('id') ?? undefined);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const frameKind = documentFramePageKinds[page];
  const {
    currentData: html,
    error,
    isFetching,
  } = useGetDocumentFrameQuery(id !== undefined && organisationChosen ? { frameKind, id, organisationId } : skipToken);
  // The frame shows its spinner until the document has been laid out in it, not only downloaded.
  const [shownHtml, setShownHtml] = useState<string | undefined>(undefined);
  const loading = id !== undefined && (isFetching || html === undefined || shownHtml !== html) && !error;
  // The tab: 'Confirmation CNF-… · Deal Finder', the document first, so tabs and history tell documents
  // apart. The heading: the document's own title ('Confirmation CNF-…'); the menu already says where.
  const placeTitle = useContext(MenuTitleContext) ?? title;
  const documentName = useMemo(() => (html === undefined ? undefined : htmlDocumentName(html)), [html]);
  const frameDocument = useMemo(() => (html === undefined ? undefined : withFocusableBody(html)), [html]);
  const pageTitle = documentName ? `${documentName} · ${placeTitle}` : placeTitle;

  return (
    <>
      <PageTitle title={pageTitle} heading={documentName ?? placeTitle} overridesMenuTitle />
      {id === undefined || (error && !isFetching) ? (
        <RecordProblem
          subject="document"
          error={id === undefined ? undefined : error}
          notFound={{
            title: AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE,
            text: 'There is no such document in the selected organisation.',
          }}
          missing={{
            title: 'No document to show',
            text: 'This page shows one document, named by a positive whole number in the id parameter of its address. This address has no such number; open the document from its record.',
          }}
        />
      ) : (
        <Box sx={{ position: 'relative', minHeight: 400 }}>
          {loading && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 8 }}>
              <CircularProgress aria-label={`Loading the ${title.toLowerCase()}`} />
            </Box>
          )}
          {html !== undefined && frameDocument !== undefined && (
            // The title names the frame to a screen reader.
            <Box
              component="iframe"
              title={title}
              sandbox=""
              srcDoc={frameDocument}
              onLoad={() => setShownHtml(html)}
              sx={{
                display: 'block',
                width: '100%',
                height: '75vh',
                border: 1,
                borderColor: 'divider',
                bgcolor: 'common.white',
                visibility: loading ? 'hidden' : 'visible',
              }}
            />
          )}
        </Box>
      )}
    </>
  );
}
