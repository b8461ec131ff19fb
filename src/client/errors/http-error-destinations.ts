import { paths } from '@shared/app-paths';

/** The pages the HTTP error policy sends the user to, by the name the errors middleware gives them. */
export const httpErrorDestinations = {
  error: paths.error,
  not_found: paths.notFound,
  root: paths.root,
  login: paths.login,
  connection_failure: paths.connectionFailure,
  change_password_immediately: paths.changePasswordImmediately,
  setup_2fa: paths.setupTwoFactor,
} as const;

/** Their paths: where the app itself sends the user, which no unsaved form holds up. */
export const httpErrorDestinationPaths: readonly string[] = Object.values(httpErrorDestinations).map((path) =>
  path.getHref(),
);
