import { readdirSync } from 'node:fs';
import path from 'node:path';
import { always, type HandledLocally } from '@client/api/handled-locally';
import { helpApi } from '@client/api/help-api';
import { makeStore } from '@client/app/store';
import { errorsSlice, httpErrorRecorded, pageChanged } from '@client/errors/errors-slice';
import { handledLocallyDeclarations } from '@client/errors/handled-locally-registry';
import { isHandledLocally, reactionTo, readPendingStep } from '@client/errors/http-error-policy';

const apiFolder = path.join(__dirname, '../../../src/client/api');

describe('failures declared beside their endpoints', () => {
  it('are read from every API family that declares some', () => {
    // Beside the endpoints, or in a file of their own so the registry does not bring the endpoints in.
    const families = readdirSync(apiFolder).filter(
      (file) => (file.endsWith('-api.ts') && file !== 'base-api.ts') || file.endsWith('-handled-locally.ts'),
    );
    const declared = families.flatMap((file) =>
      Object.entries(jest.requireActual<Record<string, unknown>>(path.join(apiFolder, file)))
        .filter(([name]) => name.endsWith('HandledLocally'))
        .map(([name, declaration]) => ({ name, declaration })),
    );
    expect(declared.length).toBeGreaterThanOrEqual(8);
    for (const { name, declaration } of declared) {
      expect({ name, registered: handledLocallyDeclarations.includes(declaration as never) }).toEqual({
        name,
        registered: true,
      });
    }
  });

  it('are typed against the family’s endpoint names', () => {
    const declaration: HandledLocally<typeof helpApi> = {
      // @ts-expect-error a misspelt endpoint name does not compile
      saveHelptext: always,
    };
    expect(declaration).toBeDefined();
  });

  it('let a help panel and the contact directory show a 403 or 503 themselves, but not a 404 or 500', () => {
    for (const endpoint of ['getHelpText', 'getOrganisationGroups', 'getOrganisationContacts', 'getUserContacts']) {
      expect([403, 503, 404, 500, 401].map((status) => isHandledLocally(endpoint, status))).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
    }
    expect(isHandledLocally('saveHelpText', 503)).toBe(true);
    expect(isHandledLocally('saveHelpText', 401)).toBe(false);
  });
});

describe('a call refused for a pending step', () => {
  const refusal = (reason: string) => ({
    status: 403,
    data: { errorMessage: 'Complete the pending step first.', reason },
  });

  it('reads the reason of the body', () => {
    expect(readPendingStep(refusal('PASSWORD_CHANGE_REQUIRED'))).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(readPendingStep(refusal('TWO_FACTOR_SETUP_REQUIRED'))).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(readPendingStep(refusal('toString'))).toBeUndefined();
    expect(readPendingStep({ status: 403, data: { errorMessage: 'No.' } })).toBeUndefined();
  });

  it('sends the user to the page of that step', () => {
    const facts = { status: 403, errorMessage: undefined, fromCurrentPage: true, xsrfTokenPresent: true };
    expect(reactionTo({ ...facts, pendingStep: 'PASSWORD_CHANGE_REQUIRED' })).toEqual({
      kind: 'navigate',
      to: 'change_password_immediately',
    });
    expect(reactionTo({ ...facts, pendingStep: 'TWO_FACTOR_SETUP_REQUIRED' })).toEqual({
      kind: 'navigate',
      to: 'setup_2fa',
    });
  });
});

describe('published errors', () => {
  const published = errorsSlice.reducer(
    errorsSlice.reducer(undefined, pageChanged('/help/welcome')),
    httpErrorRecorded({
      error: {
        status: 503,
        errorMessage: 'Maintenance',
        url: undefined,
        endpoint: 'getSystemInformation',
        time: '2026-11-23T10:00:00.000Z',
        page: '/help/welcome',
        user: undefined,
        selectedOrg: undefined,
        userAgent: undefined,
      },
      publish: true,
      showOnErrorPage: false,
      navigateTo: null,
    }),
  );

  it('are cleared on the way to another page', () => {
    expect(published.messages).toHaveLength(1);
    expect(errorsSlice.reducer(published, pageChanged('/help/support')).messages).toEqual([]);
  });

  it('stay while only the query of the page changes (a grid page, a filter)', () => {
    expect(errorsSlice.reducer(published, pageChanged('/help/welcome?page=2')).messages).toHaveLength(1);
  });

  it('are cleared in a running store too', () => {
    const store = makeStore({ errors: published });
    store.dispatch(pageChanged('/help/contacts'));
    expect(store.getState().errors.messages).toEqual([]);
  });
});
