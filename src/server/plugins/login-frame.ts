import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_FRAME_ATTRIBUTE } from '@shared/page-frame';
import { paths, withoutTrailingSlash } from '@shared/app-paths';
import { LOGIN_PAGE_TITLE } from '@shared/login-page-title';

/**
 * The login page as it first paints, for a browser without a session (every page it asks for becomes
 * the login form): the logo and the form's card with its title, where the second shell places them
 * (app/second-shell.tsx: a 600 px column, 16 px and 48 px of padding, the 48 px logo 24 px above the
 * card; features/auth/login-page.tsx: MUI's Paper at elevation 1 with 32 px of padding, the title in
 * MUI's h5). The logo was the page's largest paint, and waited for the scripts to run and React to
 * render it (Lighthouse's mobile LCP 2.6-2.9 s against a first paint of 0.8-1.0 s). The client takes the
 * frame before it renders (components/page-frame.ts) and its own logo, no larger, is no new candidate.
 */
const loginFrameStyle = [
  'body{margin:0}',
  '.login-frame-main{box-sizing:border-box;max-width:600px;margin:0 auto;padding:48px 16px}',
  '.login-frame-logo{display:block;margin-bottom:24px}',
  '.login-frame-card{padding:32px;border-radius:4px;background:#fff;box-shadow:0 2px 1px -1px rgba(0,0,0,.2),0 1px 1px 0 rgba(0,0,0,.14),0 1px 3px 0 rgba(0,0,0,.12)}',
  '.login-frame-title{margin:0;font:400 1.5rem/1.334 Roboto,Helvetica,Arial,sans-serif;letter-spacing:0;color:rgba(0,0,0,.87)}',
].join('');

/** The logo as the client's build inlines it (webpack's asset rule): a data URL, no request of its own. */
const logoFile = path.resolve(__dirname, '../../../public/logo.svg');
let logoDataUrl: string | null | undefined;
function readLogo(): string | null {
  if (logoDataUrl === undefined) {
    try {
      logoDataUrl = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
    } catch {
      logoDataUrl = null;
    }
  }
  return logoDataUrl;
}

/** Where a browser without a session is shown the login form at once: the form itself and the root. */
export const showsLoginWhenSignedOut = (pathname: string): boolean =>
  ['/', paths.login.path].includes(withoutTrailingSlash(pathname));

/**
 * index.html with the login page's frame painted into `#root`. Hidden from assistive technology and
 * inert, as the signed-in pages' frame is: the form's own title is the one to read.
 */
export function withLoginFrame(html: string): string {
  const logo = readLogo();
  if (logo === null) return html;
  const frame =
    `<div ${PAGE_FRAME_ATTRIBUTE}="" aria-hidden="true" inert=""><div class="login-frame-main">` +
    `<img class="login-frame-logo" src="${logo}" width="48" height="48" alt="">` +
    `<div class="login-frame-card"><h1 class="login-frame-title">${LOGIN_PAGE_TITLE}</h1></div></div></div>`;
  return html
    .replace('</head>', () => `<style>${loginFrameStyle}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${frame}</div>`);
}
