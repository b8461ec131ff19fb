import { minorUnitDigits, plainAmount } from '@shared/money-digits';

test("an amount keeps at least its currency's minor unit, and every decimal it has beyond", () => {
  expect([minorUnitDigits('EUR'), minorUnitDigits('JPY'), minorUnitDigits('XYZ'), minorUnitDigits(undefined)]).toEqual([
    2, 0, 2, 2,
  ]);
  expect(plainAmount(4112683.2, 'EUR')).toBe('4112683.20');
  expect(plainAmount(5, 'EUR')).toBe('5.00');
  expect(plainAmount(-3.5, undefined)).toBe('-3.50');
  expect(plainAmount(1.2345, 'EUR')).toBe('1.2345');
  expect(plainAmount(100, 'JPY')).toBe('100');
  expect(plainAmount(-0, 'EUR')).toBe('0.00');
});
