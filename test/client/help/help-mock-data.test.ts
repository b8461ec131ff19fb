// The help area's mock data is checked against the contract, like test/client/mocks does for the rest:
// otherwise the component tests could pass on shapes the server never sends.
import {
  helpTextSchema,
  organisationContactSchema,
  organisationGroupsSchema,
  referenceTargetSchema,
  userContactSchema,
} from '@shared/contract';
import {
  helpTextStore,
  organisationContacts,
  organisationGroups,
  referenceTargets,
  userContactsOf,
} from '@test/mocks/help-data';

describe('help mock data follows the shared contract', () => {
  it.each(Object.entries(helpTextStore.texts))('has a valid %s text', (_kind, text) => {
    // The handler adds the rendered html, as the server does.
    const answer = { ...text, html: '<p>rendered</p>', editable: false };
    expect(helpTextSchema.parse(answer)).toEqual(answer);
  });

  it('has valid groups, organisations, people and reference targets', () => {
    expect(organisationGroupsSchema.parse(organisationGroups)).toEqual(organisationGroups);
    for (const row of organisationContacts) expect(organisationContactSchema.parse(row)).toEqual(row);
    for (const person of userContactsOf(100)) expect(userContactSchema.parse(person)).toEqual(person);
    for (const target of Object.values(referenceTargets)) expect(referenceTargetSchema.parse(target)).toEqual(target);
    expect(new Set(organisationContacts.map((row) => row.organisationId)).size).toBe(organisationContacts.length);
  });
});
