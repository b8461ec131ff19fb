/**
 * Splits rows for multi-row INSERTs: PostgreSQL allows 65,535 parameters per statement, and on
 * PGlite's single connection a few large statements are far faster than many small ones.
 */
export function batches<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
