import { chooseDefaultOrganisation, isValidChoice } from '@client/session/default-organisation-choice';
import { organisations } from '@test/mocks/data';

const { nordicPower, alpineGas, northSea } = organisations;
const list = (selectionOptional: boolean) => ({ selectionOptional, organisations: [nordicPower, alpineGas] });

describe('chooseDefaultOrganisation', () => {
  it('prefers the cached organisation, then the own, then the first', () => {
    expect(chooseDefaultOrganisation(list(false), alpineGas.organisationId, nordicPower.organisationId)).toBe(12);
    expect(chooseDefaultOrganisation(list(false), northSea.organisationId, alpineGas.organisationId)).toBe(12);
    expect(chooseDefaultOrganisation(list(false), undefined, northSea.organisationId)).toBe(11);
    expect(chooseDefaultOrganisation({ selectionOptional: false, organisations: [] }, undefined, undefined)).toBeNull();
  });

  it('keeps a cached empty choice only where selection is optional', () => {
    expect(chooseDefaultOrganisation(list(true), null, alpineGas.organisationId)).toBeNull();
    expect(chooseDefaultOrganisation(list(false), null, alpineGas.organisationId)).toBe(12);
  });

  it('resumes the organisation a tab signs in again to, before the cached one, while it is still selectable', () => {
    expect(chooseDefaultOrganisation(list(false), alpineGas.organisationId, alpineGas.organisationId, 11)).toBe(11);
    expect(chooseDefaultOrganisation(list(false), alpineGas.organisationId, nordicPower.organisationId, 99)).toBe(12);
    expect(chooseDefaultOrganisation(list(true), alpineGas.organisationId, alpineGas.organisationId, null)).toBeNull();
    expect(chooseDefaultOrganisation(list(false), alpineGas.organisationId, nordicPower.organisationId, null)).toBe(12);
  });

  it('rejects choices the list no longer allows', () => {
    expect(isValidChoice(list(false), null)).toBe(false);
    expect(isValidChoice(list(true), null)).toBe(true);
    expect(isValidChoice(list(true), northSea.organisationId)).toBe(false);
  });
});
