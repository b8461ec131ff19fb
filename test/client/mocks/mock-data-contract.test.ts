// The client does not parse responses with zod at run time (that would put zod in the login bundle;
// the server checks every response against the same schemas). So the mock data the component
// tests run on is checked against the contract here, or the tests could pass on shapes the server
// never sends.
import {
  navigationSchema,
  organisationSummarySchema,
  selectableOrganisationsSchema,
  systemInformationSchema,
  userInformationSchema,
} from '@shared/contract';
import { demoAccounts, navigationFor, organisations, systemInformation } from '@test/mocks/data';

describe('mock data follows the shared contract', () => {
  it('has valid organisations and system information', () => {
    for (const organisation of Object.values(organisations)) {
      expect(organisationSummarySchema.parse(organisation)).toEqual(organisation);
    }
    expect(systemInformationSchema.parse(systemInformation)).toEqual(systemInformation);
  });

  it.each(Object.keys(demoAccounts))('has valid user information and organisations for %s', (name) => {
    const account = demoAccounts[name]!;
    expect(userInformationSchema.parse(account.user)).toEqual(account.user);
    expect(selectableOrganisationsSchema.parse(account.selectable)).toEqual(account.selectable);
  });

  it.each([undefined, ...Object.values(organisations).map((o) => o.organisationId)])(
    'has a valid navigation for organisation %s',
    (organisationId) => {
      const navigation = navigationFor(organisationId);
      expect(navigationSchema.parse(navigation)).toEqual(navigation);
    },
  );
});
