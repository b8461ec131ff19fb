import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@shared/app-paths';
import type { Navigation } from '@shared/contract';
import { useGetSelectableOrganisationsQuery } from '@client/api/user-api';
import { PageTitle } from '@client/components/page-title';
import { findActiveMenuItem, type ActiveMenuItem } from './find-active-menu-item';

/**
 * The menu entry of the page on screen when the organisation chosen has none for it: the page was in
 * an earlier organisation's menu (an Invoice Finder left open on a switch to an organisation without
 * settlement, or gone back to after one). Undefined while the new menu loads, for a page in it, and for a
 * page in no menu this session has seen (an audit trail, the account pages, a first load: its entry's
 * name is not known). `navigation` is the chosen organisation's own (RTK Query's `currentData`), not
 * the previous one kept while it loads.
 */
export function usePageMissingFromMenu(
  navigation: Navigation | undefined,
  pathname: string,
  search: string,
): ActiveMenuItem | undefined {
  const current = navigation && findActiveMenuItem(navigation, pathname, search);
  const [seen, setSeen] = useState<ReadonlyMap<string, ActiveMenuItem>>(() => new Map());
  // Adjusted while rendering (React's advice), compared by path: each menu answer is a new object.
  if (current && seen.get(pathname)?.item.path !== current.item.path) setSeen(new Map(seen).set(pathname, current));
  return navigation && !current ? seen.get(pathname) : undefined;
}

/** In place of such a page: what happened and the ways on, instead of an empty table that looks like no data. */
export function PageMissingFromMenu({
  entry,
  organisationId,
}: {
  entry: ActiveMenuItem;
  organisationId: number | null;
}) {
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  const organisation = selectable?.organisations.find((candidate) => candidate.organisationId === organisationId);
  return (
    <>
      <PageTitle title={entry.item.name} />
      <Alert severity="info" role="status">
        {organisation
          ? `${entry.item.name} is not available for ${organisation.displayName}. Choose another organisation above, or a page from the menu.`
          : `${entry.item.name} is not available without an organisation. Choose an organisation above, or a page from the menu.`}{' '}
        <Link component={RouterLink} to={paths.help.welcome.getHref()}>
          Go to the welcome page
        </Link>
      </Alert>
    </>
  );
}
