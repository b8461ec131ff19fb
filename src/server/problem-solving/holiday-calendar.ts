// The holiday calendar an admin keeps: a change moves the due dates of the problems it touches in
// the same unit of work, so the queue never shows a deadline of the old calendar.
import type { HolidaysRepository } from './holidays-repository';

export interface HolidayStores {
  holidays: HolidaysRepository;
  transaction<T>(work: (stores: HolidayStores) => Promise<T>): Promise<T>;
}

/** Added (or added already), or the day is a holiday under another name: `taken`. */
export type HolidayOutcome = { ok: true } | { ok: false; taken: { day: string; name: string } };

/**
 * Adds a holiday. The same day with the same name again (a double click, a retry) answers as the
 * first did; the day under another name is refused with what it already is.
 */
export function addHoliday(stores: HolidayStores, holiday: { day: string; name: string }): Promise<HolidayOutcome> {
  return stores.transaction(async (repos) => {
    await repos.holidays.lockCalendar();
    const existing = await repos.holidays.find(holiday.day);
    if (existing) {
      return existing.name === holiday.name
        ? { ok: true }
        : { ok: false, taken: { day: existing.day, name: existing.name } };
    }
    await repos.holidays.add(holiday.day, holiday.name);
    await repos.holidays.recomputeDueDates();
    return { ok: true };
  });
}

/**
 * Removes a holiday as the admin's calendar showed it; a day that is none (already removed) answers the
 * same, and one that is now a holiday under another name (removed and added again since) is `taken`.
 */
export function removeHoliday(stores: HolidayStores, holiday: { day: string; name: string }): Promise<HolidayOutcome> {
  return stores.transaction(async (repos) => {
    await repos.holidays.lockCalendar();
    const existing = await repos.holidays.find(holiday.day);
    if (!existing) return { ok: true };
    if (existing.name !== holiday.name) return { ok: false, taken: { day: existing.day, name: existing.name } };
    await repos.holidays.remove(holiday.day);
    await repos.holidays.recomputeDueDates();
    return { ok: true };
  });
}
