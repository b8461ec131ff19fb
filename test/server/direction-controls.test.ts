import { userValuesSchema } from '@shared/contract/admin-user-changes';
import { masterDataMessages, masterDataRenameSchema } from '@shared/contract/master-data';

const user = {
  firstName: 'Erik',
  lastName: 'Madsen',
  email: 'erik@example.com',
  organisationIds: [1],
  isAdmin: false,
  canEditHelp: false,
};
const EMBEDDINGS_OVERRIDES_ISOLATES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

const lastNameMessages = (lastName: string) => {
  const result = userValuesSchema.safeParse({ ...user, lastName });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};
const masterDataNameMessages = (name: string) => {
  const result = masterDataRenameSchema.safeParse({ name, version: 1 });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a name shown inside a sentence', () => {
  it('refuses every embedding, override and isolate, once, and keeps right-to-left letters', () => {
    for (const control of EMBEDDINGS_OVERRIDES_ISOLATES) {
      expect(lastNameMessages(`Madsen ${control}evil`)).toEqual([
        'The last name may not contain direction controls (such as a right-to-left override).',
      ]);
      expect(masterDataNameMessages(`Desk ${control}A`)).toEqual([masterDataMessages.nameDirectionControls]);
    }
    // With a control character too, one message: the first rule broken.
    expect(lastNameMessages('Mad\u0001sen \u202Eevil')).toEqual(['The last name may not contain control characters.']);
    // Right-to-left letters, and the direction marks beside them, are no controls.
    for (const name of ['כהן', 'عبد الله', 'Levi (לוי)\u200F', '\u200Eמסחר 2']) {
      expect(lastNameMessages(name)).toEqual([]);
      expect(masterDataNameMessages(name)).toEqual([]);
    }
  });
});
