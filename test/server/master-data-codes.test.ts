import { masterDataRules, isValidBic, isValidLei } from '@shared/contract/master-data-codes';

describe('master data codes, checked as their standards say', () => {
  it('LEI: published codes pass; one changed character or swapped check digits fail (ISO 7064 MOD 97-10)', () => {
    // GLEIF's own LEI and two from its public register.
    for (const lei of ['506700GE1G29325QX363', '5493001KJTIIGC8Y1R12', '7LTWFZYICNSX8D621K86'])
      expect(isValidLei(lei)).toBe(true);
    expect(isValidLei('506700GE1G29325QX364')).toBe(false);
    expect(isValidLei('506700GE1G29325QX336')).toBe(false);
    expect(isValidLei('5493001KJTIIGC8Y1R1')).toBe(false);
    expect(isValidLei('5493001kjtiigc8y1r12')).toBe(false);
  });

  it('EIC: the check character decides (ENTSO-E), for party and area codes alike', () => {
    expect(masterDataRules.EIC.valid('10YDE-VE-------2')).toBe(true);
    expect(masterDataRules.EIC.valid('10Y1001A1001A82H')).toBe(true);
    expect(masterDataRules.EIC.valid('10YDE-VE-------3')).toBe(false);
    expect(masterDataRules.EIC.valid('10ydе-ve-------2')).toBe(false);
    expect(masterDataRules.EIC.valid('')).toBe(false);
  });

  it('ACER code, BIC, VAT and MIC by their formats', () => {
    expect(masterDataRules.ACER.valid('C0643278W.EU')).toBe(true);
    expect(masterDataRules.ACER.valid('C0643278W.eu')).toBe(false);
    expect(masterDataRules.ACER.valid('C0643278WEU')).toBe(false);
    for (const bic of ['DEUTDEFF', 'DEUTDEFF500', 'NDEAFIHH']) expect(isValidBic(bic)).toBe(true);
    for (const bic of ['DEUTDEF', 'DEUT12FF', 'DEUTDEFF50', 'deutdeff']) expect(isValidBic(bic)).toBe(false);
    expect(masterDataRules.VAT.valid('DE123456789')).toBe(true);
    expect(masterDataRules.VAT.valid('123456789')).toBe(false);
    expect(masterDataRules.MARKET_PLACE.valid('XEEE')).toBe(true);
    expect(masterDataRules.MARKET_PLACE.valid('XEE')).toBe(false);
    expect(masterDataRules.TRADER.valid('NW trader_01')).toBe(true);
    expect(masterDataRules.TRADER.valid('NW/01')).toBe(false);
  });
});
