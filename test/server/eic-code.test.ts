import { eicCheckCharacter, isValidEic } from '@shared/contract/eic-code';
import { demoOrganisations } from '@server/seed/demo-organisations';

describe('EIC check character', () => {
  it.each(['10YDE-VE-------2', '10YFR-RTE------C', '10YCB-GERMANY--8', '10YAT-APG------L', '10X1001A1001A450'])(
    'validates the published code %s',
    (code) => {
      expect(eicCheckCharacter(code.slice(0, 15))).toBe(code.charAt(15));
    },
  );

  it('notices a changed character', () => {
    expect(isValidEic('10YDE-VE-------3')).toBe(false);
    expect(isValidEic('10YDF-VE-------2')).toBe(false);
  });

  it('gives every demo organisation a valid, unique code', () => {
    const codes = demoOrganisations.map((organisation) => organisation.eicCode);
    expect(codes.every(isValidEic)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
