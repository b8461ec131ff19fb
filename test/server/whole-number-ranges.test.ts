import { int4, int4FromText } from '@shared/contract/common';
import { pagingQuerySchema, pagingSchema } from '@shared/contract/paging';
import { preferencesChangeSchema } from '@shared/contract/preferences';
import { masterDataChangeSchema } from '@shared/contract/master-data';

/** A value's messages from a schema: none when it is accepted. */
function messagesOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('a whole number refused', () => {
  it('from a query string, is told the range its field takes, not int4’s', () => {
    const page = pagingQuerySchema.shape.page;
    const entriesPerPage = pagingQuerySchema.shape.entriesPerPage;
    expect(messagesOf(entriesPerPage, '1.5')).toEqual(['Must be a whole number from 1 to 100.']);
    expect(messagesOf(page, '99999999999')).toEqual(['Must be a whole number from 0 to 1000000.']);
    expect(messagesOf(page, '-')).toEqual(['Must be a whole number from 0 to 1000000.']);
    // A bound the field excludes is not offered as a value.
    expect(messagesOf(int4FromText(int4.positive()), 'x')).toEqual(['Must be a whole number from 1 to 2147483647.']);
    // Within the digits, the field's own words for too small and too big still say it.
    expect(messagesOf(entriesPerPage, '101')).toEqual(['entriesPerPage must be at most 100.']);
    expect(messagesOf(page, '42')).toEqual([]);
  });

  it('in a JSON body, is told the same, once', () => {
    expect(messagesOf(pagingSchema, { page: 0, entriesPerPage: 1.5 })).toEqual([
      'Must be a whole number from 1 to 100.',
    ]);
    expect(messagesOf(pagingSchema, { page: 2 ** 60, entriesPerPage: 10 })).toEqual([
      'Must be a whole number from 0 to 1000000.',
    ]);
    expect(messagesOf(pagingSchema, { page: -1, entriesPerPage: 10 })).toEqual(['The page must be 0 or more.']);
    const preferences = preferencesChangeSchema.shape.version;
    expect(messagesOf(preferences, 1e10)).toEqual(['Must be a whole number from 0 to 2147483647.']);
    expect(messagesOf(preferences, -1)).toEqual(['Must be a whole number from 0 to 2147483647.']);
    expect(messagesOf(preferences, 0)).toEqual([]);
    expect(messagesOf(masterDataChangeSchema.shape.version, 0.5)).toEqual([
      'Must be a whole number from 1 to 2147483647.',
    ]);
  });
});
