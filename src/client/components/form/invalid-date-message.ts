/** Under a date field holding what no calendar has (29/02/27): invalid, where 'required' would be wrong. */
export const invalidDateMessage = (label: string) => `Invalid date for '${label}'.`;
