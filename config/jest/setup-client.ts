import '@testing-library/jest-dom';
import { configure, getConfig } from '@testing-library/react';
import './fail-on-console-error';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { setMomentFormat } from '@client/preferences/moment-format';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { server } from '@test/mocks/server';
import { findLabelControlsById } from './label-control';
import { filterStyleRulesBySubject } from './style-rule-filter';

// Pages load lazily and answer through msw: on a two-core machine running both jest projects a first
// render can take seconds, past Testing Library's default of one second for findBy and waitFor.
// defaultHidden: ByRole skips its visibility check (a getComputedStyle per element, over MUI's many style
// sheets), which halved the grid suites; tests assert visibility with toBeVisible where it matters.
configure({ asyncUtilTimeout: 5_000, defaultHidden: true });
// A failed getBy prints the whole document into its error. waitFor and findBy ask again after every change
// to the DOM and keep only the last error, whose message their timeout builds again with the document: the
// errors of the attempts in between, asked with expensive diagnostics off, need only their message (the
// document's printing was 8 % of a dialog suite's time). The flag is the library's own, undocumented: were
// it gone, every error would print the document again, as before.
const elementErrorWithDocument = getConfig().getElementError;
const attemptInWaitFor = () =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
configure({
  getElementError: (message, container) => {
    if (!attemptInWaitFor()) return elementErrorWithDocument(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
// A test awaits several such steps; with a worker per core each test shares its core with the other
// project's worker, so jest's default of 5 s for the whole test is too tight for the longest flows.
jest.setTimeout(20_000);

// jsdom computes no pseudo-element styles: asked for '::before' or '::after' it cascades every style
// sheet for the element itself (and logs "not implemented"), which dom-accessibility-api asks for every
// node whose text makes an accessible name: a third of a grid suite's time went there. An empty
// declaration is all jsdom knows of a pseudo-element.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element, pseudoElement) =>
  pseudoElement ? document.createElement('span').style : elementStyle(element);
filterStyleRulesBySubject(document);
findLabelControlsById(document);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mockPreferences.current = defaultPreferences;
  setMomentFormat(defaultPreferences);
});
afterAll(() => server.close());
