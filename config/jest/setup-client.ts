import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './fail-on-console-error';
import { server } from '@test/mocks/server';

// Pages load lazily and answer through msw: on a two-core machine running both jest projects a first
// render can take seconds, past Testing Library's default of one second for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
