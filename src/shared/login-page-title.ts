// A module of its own: the login page's bundle takes it without the other pages' titles and constants.
/** The login page's title, painted by the server before the form's scripts run (server/plugins/login-frame.ts). */
export const LOGIN_PAGE_TITLE = 'Login';
