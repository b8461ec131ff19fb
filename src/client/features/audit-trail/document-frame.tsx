import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
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
import { readApiError } from '@client/api/read-api-error';
import { describeLoadFailure } from '@client/components/load-failure-alert';
import { MenuTitleContext, PageTitle } from '@client/components/page-title';
import { selectOrganisationChosen, selectSelectedOrganisationId } from '@client/session/organisation-slice';
import { useAppSelector } from '@client/store/hooks';
import { readId } from './audit-trail-parameters';
import { htmlDocumentName } from './document-name';

export interface DocumentFrameProps {
  page: DocumentFramePage;
  /** The page's own title (the document's kind). */
  title: string;
}

function FrameProblem({ error }: { error: unknown }) {
  if (readApiError(error).status === 404) {
    return (
      <Alert severity="error">
        <AlertTitle>{AUDIT_TRAIL_DOCUMENT_NOT_FOUND_MESSAGE}</AlertTitle>
        There is no such document in the selected organisation.
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      <AlertTitle>The document could not be loaded</AlertTitle>
      {describeLoadFailure(error, 'The server refused the request.')}
    </Alert>
  );
}

/**
 * A stored HTML document (market-reporting spec section 2, document frame pages) in a frame with
 * `sandbox=""`: no script in it runs, it cannot reach this page, submit forms or navigate the app.
 */
export function DocumentFrame({ page, title }: DocumentFrameProps) {
  const [searchParams] = useSearchParams();
  const id = readId(searchParams.get('id') ?? undefined);
  const organisationId = useAppSelector(selectSelectedOrganisationId);
  const organisationChosen = useAppSelector(selectOrganisationChosen);
  const frameKind = documentFramePageKinds[page];
  const { currentData: html, error, isFetching } = useGetDocumentFrameQuery(
    id !== undefined && organisationChosen ? { frameKind, id, organisationId } : skipToken,
  );
  // The frame shows its spinner until the document has been laid out in it, not only downloaded.
  const [shownHtml, setShownHtml] = useState<string | undefined>(undefined);
  const loading = id !== undefined && (isFetching || html === undefined || shownHtml !== html) && !error;
  // 'Confirmation CNF-… · Deal Finder': the document first, so tabs and history tell documents apart.
  const placeTitle = useContext(MenuTitleContext) ?? title;
  const documentName = useMemo(() => (html === undefined ? undefined : htmlDocumentName(html)), [html]);
  const pageTitle = documentName ? `${documentName} · ${placeTitle}` : placeTitle;

  return (
    <>
      <PageTitle title={pageTitle} overridesMenuTitle />
      {id === undefined ? (
        <Alert severity="warning">
          <AlertTitle>No document to show</AlertTitle>
          This page shows one document, named by a positive whole number in the id parameter of its address.
          The address has none; open the document from its record.
        </Alert>
      ) : error && !isFetching ? (
        <FrameProblem error={error} />
      ) : (
        <Box sx={{ position: 'relative', minHeight: 400 }}>
          {loading && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', pt: 8 }}>
              <CircularProgress aria-label={`Loading the ${title.toLowerCase()}`} />
            </Box>
          )}
          {html !== undefined && (
            <Box
              component="iframe"
              title={title}
              sandbox=""
              srcDoc={html}
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
