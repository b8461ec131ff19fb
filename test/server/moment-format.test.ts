import { isKnownTimeZone, momentWriter, writeDay, writeMomentText } from '@shared/moment-format';
import { formatTimestamp } from '@shared/timestamp-format';
import { seededRandom } from '@server/seed/seeded-random';

/** What Intl itself says for a moment, asked every time: the reference the cached offsets must match. */
function exactWriter(timeZone: string): (date: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' });
  return (date) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(date)) parts[part.type] = part.value;
    const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${zone}`;
  };
}

describe('writeDay', () => {
  it('writes a two-digit year only where it reads back as that year, four digits elsewhere', () => {
    const thisYear = new Date().getUTCFullYear();
    const day = (year: number) => `${year}-01-31`;
    expect(writeDay(day(thisYear), 'dd/mm/yy')).toBe(`31/01/${String(thisYear).slice(2)}`);
    expect(writeDay(day(thisYear - 50), 'dd/mm/yy')).toBe(`31/01/${String(thisYear - 50).slice(2)}`);
    expect(writeDay(day(thisYear + 49), 'dd/mm/yy')).toBe(`31/01/${String(thisYear + 49).slice(2)}`);
    expect(writeDay(day(thisYear - 51), 'dd/mm/yy')).toBe(`31/01/${thisYear - 51}`);
    expect(writeDay(day(thisYear + 50), 'dd/mm/yy')).toBe(`31/01/${thisYear + 50}`);
    expect(writeDay('1900-01-01', 'dd/mm/yy')).toBe('01/01/1900');
    expect(writeDay('2200-12-31', 'dd/mm/yy')).toBe('31/12/2200');
    expect(writeDay('2200-12-31', 'yyyy-mm-dd')).toBe('2200-12-31');
  });

  it('writes a moment of such a year with four digits too', () => {
    expect(momentWriter({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' })(new Date('1900-01-01T10:00:00Z'))).toMatch(
      /^01\/01\/1900 10:00:00/,
    );
  });
});

describe('momentWriter', () => {
  it('writes UTC in yyyy-mm-dd exactly as the files always read', () => {
    const write = momentWriter({ timeZone: 'UTC', dateFormat: 'yyyy-mm-dd' });
    for (const iso of ['1900-01-01T00:00:00.000Z', '2026-03-20T18:00:00.123Z', '2200-12-31T23:59:59.999Z'])
      expect(write(new Date(iso))).toBe(formatTimestamp(new Date(iso)));
  });

  it('names the zone and moves the clock across a summer-time change, second by second', () => {
    const write = momentWriter({ timeZone: 'Europe/Berlin', dateFormat: 'dd/mm/yy' });
    expect(write(new Date('2026-03-29T00:59:59Z'))).toBe('29/03/26 01:59:59 GMT+1');
    expect(write(new Date('2026-03-29T01:00:00Z'))).toBe('29/03/26 03:00:00 GMT+2');
    expect(write(new Date('2026-10-25T00:59:59Z'))).toBe('25/10/26 02:59:59 GMT+2');
    expect(write(new Date('2026-10-25T01:00:00Z'))).toBe('25/10/26 02:00:00 GMT+1');
    expect(momentWriter({ timeZone: 'Asia/Tokyo', dateFormat: 'yyyy-mm-dd' })(new Date('2026-12-31T15:00:00Z'))).toBe(
      '2027-01-01 00:00:00 GMT+9',
    );
  });

  it.each(['Europe/Amsterdam', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Apia'])(
    '%s: 10,000 random moments of 1900-2200 read as Intl writes them, the odd historical offsets too',
    (timeZone) => {
      const random = seededRandom(timeZone.length);
      const from = Date.UTC(1900, 0, 1);
      const to = Date.UTC(2200, 11, 31);
      const write = momentWriter({ timeZone, dateFormat: 'yyyy-mm-dd' });
      const exactly = exactWriter(timeZone);
      const differing: string[] = [];
      for (let index = 0; index < 10_000; index += 1) {
        const date = new Date(Math.floor(from + random.next() * (to - from)));
        if (write(date) !== exactly(date)) differing.push(date.toISOString());
      }
      expect(differing).toEqual([]);
    },
  );

  it('rewrites only ISO date-times that carry a zone, and knows the IANA names', () => {
    const write = momentWriter({ timeZone: 'Asia/Tokyo', dateFormat: 'dd/mm/yy' });
    expect(writeMomentText('2026-03-20T18:00:00+02:00', write)).toBe('21/03/26 01:00:00 GMT+9');
    expect(writeMomentText('2026-03-20', write)).toBe('2026-03-20');
    expect(writeMomentText('2026-03-20T18:00:00', write)).toBe('2026-03-20T18:00:00');
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
