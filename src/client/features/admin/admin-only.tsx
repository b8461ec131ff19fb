import type { ComponentType } from 'react';
import { useGetUserInformationQuery } from '@client/api/user-api';
import { ForbiddenPage } from '@client/components/forbidden-page';
import { FullPageLoader } from '@client/components/full-page-loader';

/**
 * An admin page that shows the forbidden page to everyone else. The server refuses the admin calls
 * anyway; this spares a non-administrator a placeholder or an empty table with a stray message.
 */
export function adminOnly(Page: ComponentType): ComponentType {
  function AdminOnlyPage() {
    const { data: user } = useGetUserInformationQuery();
    // The routes' login guard has loaded the user before; the loader covers a direct render.
    if (!user) return <FullPageLoader />;
    return user.isAdmin ? <Page /> : <ForbiddenPage />;
  }
  AdminOnlyPage.displayName = `AdminOnly(${Page.displayName ?? Page.name})`;
  return AdminOnlyPage;
}
