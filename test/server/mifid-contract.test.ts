import { mifidPositionValuesSchema } from '@shared/contract/mifid';
import { mifidPositionFields } from '@shared/contract/mifid-constants';

// The position dialog keeps a draft under its schema's field names, in the schema's order; the positions
// page looks for a waiting draft by the constants' list, without loading the schema. One order for both.
test("the position form's schema names the position fields, in the constants' order", () => {
  expect(Object.keys(mifidPositionValuesSchema.shape)).toEqual([...mifidPositionFields]);
});
