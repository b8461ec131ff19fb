import { maskTime } from '@client/components/form/time-mask';

describe('the hh:mm:ss mask', () => {
  it.each([
    ['1', '1'],
    ['14', '14'],
    ['1405', '14:05'],
    ['140500', '14:05:00'],
    ['14:05:00', '14:05:00'],
    ['1405001', '14:05:00'],
    ['14h05', '14:05'],
    // A colon typed after one digit closes the group: the hour is 09, not 90.
    ['9:', '09'],
    ['9:05:00', '09:05:00'],
    ['9:5:0', '09:05:0'],
    ['14:5:00', '14:05:00'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });
});
