import { auditTrailTextFileName, safeFileName } from '../../src/server/audit-trail/audit-trail-text';

describe("an audit trail's text download name", () => {
  it.each([
    ['NWEH-2026-000417', 'audit-trail-NWEH-2026-000417.txt'],
    ['RCPT-20261113-NWEH-T2.txt', 'audit-trail-RCPT-20261113-NWEH-T2.txt'],
    ['RCPT-1.TXT', 'audit-trail-RCPT-1.txt'],
    ['RCPT-1.txt.', 'audit-trail-RCPT-1.txt'],
    ['RCPT-1.txt ', 'audit-trail-RCPT-1.txt'],
    ['RCPT-1.txt\u200b', 'audit-trail-RCPT-1.txt'],
  ])('after %j is %j', (displayValue, expected) => {
    expect(auditTrailTextFileName(displayValue)).toBe(expected);
  });

  it('keeps its .txt when the record is named at length, and is sent as it is', () => {
    const name = auditTrailTextFileName(`${'A'.repeat(200)}.txt`);
    expect(name).toMatch(/^audit-trail-A+\.txt$/);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(safeFileName(name)).toBe(name);
  });
});
