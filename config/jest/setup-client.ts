import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fail-on-console-error';
import { defaultPreferences } from '@shared/contract/preferences-defaults';
import { setMomentFormat } from '@client/preferences/moment-format';
import { mockPreferences } from '@test/mocks/handlers/preferences';
import { server } from '@test/mocks/server';

// Pages load lazily and answer through msw: on a two-core machine running both jest projects a first
// render can take seconds, past Testing Library's default of one second for findBy and waitFor.
// defaultHidden: ByRole skips its visibility check (a getComputedStyle per element, over MUI's many style
// sheets), which halved the grid suites; tests assert visibility with toBeVisible where it matters.
configure({ asyncUtilTimeout: 5_000, defaultHidden: true });
// A test awaits several such steps; with a worker per core each test shares its core with the other
// project's worker, so jest's default of 5 s for the whole test is too tight for the longest flows.
jest.setTimeout(20_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mockPreferences.current = defaultPreferences;
  setMomentFormat(defaultPreferences);
});
afterAll(() => server.close());
