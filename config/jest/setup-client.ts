import '@testing-library/jest-dom';
import './fail-on-console-error';
import { server } from '@test/mocks/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
