import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withoutTrailingSlash } from '@shared/app-paths';
import { finderClientPaths, finderKinds, finderTitles } from '@shared/contract/finder-constants';
import type { Navigation } from '@shared/contract';
import { useGetSelectableOrganisationsQuery } from '@client/api/user-api';
import { PageTitle } from '@client/components/page-title';
import { findActiveMenuItem, type ActiveMenuItem } from './find-active-menu-item';

// The pages an organisation's menu has or lacks by its roles, named as the menu names them
// (seed/demo-navigation.ts builds the finders' entries from the same constants).
const organisationMenuPages = new Map<string, string>(
  finderKinds.map((finder) => [`/${finderClientPaths[finder]}`, finderTitles[finder]]),
);

/**
 * The name of the page on screen when the organisation chosen has no menu entry for it: a finder the
 * organisation's menu lacks (opened from a bookmark, gone back to, or left open on a switch), or a page
 * seen this session under an entry of an earlier organisation's menu (an Invoice Audit Trail). Undefined
 * while the new menu loads, for a page in it, without an organisation (the page asks for one) and for a
 * page in no menu this session has seen and not one of those finders (the account pages). `navigation` is
 * the chosen organisation's own (RTK Query's `currentData`), not the previous one kept while it loads.
 */
export function usePageMissingFromMenu(
  navigation: Navigation | undefined,
  organisationId: number | null,
  pathname: string,
  search: string,
): string | undefined {
  const current = navigation && findActiveMenuItem(navigation, pathname, search);
  const [seen, setSeen] = useState<ReadonlyMap<string, ActiveMenuItem>>(() => new Map());
  // Adjusted while rendering (React's advice), compared by path: each menu answer is a new object.
  if (current && seen.get(pathname)?.item.path !== current.item.path) setSeen(new Map(seen).set(pathname, current));
  if (!navigation || current) return undefined;
  const seenName = seen.get(pathname)?.item.name;
  if (seenName !== undefined) return seenName;
  return organisationId === null ? undefined : organisationMenuPages.get(withoutTrailingSlash(pathname));
}

/** In place of such a page: what happened and the ways on, instead of an empty table that looks like no data. */
export function PageMissingFromMenu({ name, organisationId }: { name: string; organisationId: number | null }) {
  const { data: selectable } = useGetSelectableOrganisationsQuery();
  const organisation = selectable?.organisations.find((candidate) => candidate.organisationId === organisationId);
  return (
    <>
      <PageTitle title={name} />
      <Alert severity="info" role="status">
        {organisation
          ? `${name} is not available for ${organisation.displayName}. Choose another organisation above, or a page from the menu.`
          : `${name} is not available without an organisation. Choose an organisation above, or a page from the menu.`}{' '}
        <Link component={RouterLink} to={paths.help.welcome.getHref()}>
          Go to the welcome page
        </Link>
      </Alert>
    </>
  );
}
