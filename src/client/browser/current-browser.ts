import { detectBrowser, type BrowserInfo } from './detect-browser';

/** The browser this page runs in (read on each call: tests change the user agent). */
export const currentBrowser = (): BrowserInfo => detectBrowser(window.navigator.userAgent);
