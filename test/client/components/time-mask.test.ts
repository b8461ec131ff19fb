import { maskTime, timeEntryRule } from '@client/components/form/time-mask';

describe('the hh:mm:ss mask', () => {
  it.each([
    ['1', '1'],
    ['14', '14'],
    ['1405', '14:05'],
    ['140500', '14:05:00'],
    ['14:05:00', '14:05:00'],
    ['14h05', '14:05'],
    // A colon typed after one digit closes the group: the hour is 09, not 90.
    ['9:', '09:'],
    ['09:5:', '09:05:'],
    ['14:050', '14:05:0'],
    ['14:0500', '14:05:00'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });

  // An edit inside a filled time: what was not touched stays in its group, for the schema to judge.
  it.each([
    ['14::00', '14::00'],
    ['14:3:00', '14:3:00'],
    ['14:0:00', '14:0:00'],
    [':05:00', ':05:00'],
    ['1405:00', '1405:00'],
    ['1:23456', '1:23456'],
  ])('keeps %j as %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });

  // A time pasted whole, as a spreadsheet writes it: every closed group of one digit is padded, and the seconds.
  it.each([
    ['9:05:00', '09:05:00'],
    ['9:05', '09:05'],
    ['14:5:00', '14:05:00'],
    ['9:5:0', '09:05:00'],
    ['9:5:3', '09:05:03'],
    ['2:3:', '02:03:'],
  ])('shows %j pasted whole as %j', (pasted, shown) => {
    expect(maskTime(pasted, { whole: true })).toBe(shown);
  });

  it.each(['1405001', '1:2:3:4', '14:05:00:', '12345:6:'])('refuses %j: more than hh:mm:ss', (typed) => {
    expect(timeEntryRule.accepts(typed)).toBe(false);
  });
});
