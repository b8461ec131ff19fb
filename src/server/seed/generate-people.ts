import type { NewContact } from '../contacts/repository';
import type { DirectoryCountry } from './directory-countries';
import { mailName } from './directory-text';
import type { SeededRandom } from './seeded-random';

/** Where generated people work: an inserted organisation with its country and mail domain. */
export interface PeoplePlace {
  organisationId: number;
  country: DirectoryCountry;
  domain: string;
}

const JOB_TITLES = [
  'Head of Trading',
  'Power Trader',
  'Senior Gas Trader',
  'Gas Scheduler',
  'Back Office Analyst',
  'Middle Office Analyst',
  'Settlement Specialist',
  'Risk Manager',
  'Credit Risk Analyst',
  'Compliance Officer',
  'REMIT Reporting Analyst',
  'Regulatory Reporting Manager',
  'IT Operations Engineer',
  'EDI Specialist',
  'Portfolio Manager',
  'Key Account Manager',
  'Market Operations Specialist',
  'Head of Back Office',
  'Chief Operating Officer',
  'Data Manager',
  'Balancing Group Manager',
  'Nomination Desk Operator',
];

const phone = (random: SeededRandom, country: DirectoryCountry, prefixes: readonly string[]): string =>
  `+${country.dialCode} ${random.pick(prefixes)} ${random.digits(3)} ${random.digits(4)}`;

function contactOther(random: SeededRandom, country: DirectoryCountry, email: string | null): string {
  const notes = [
    () => `Deputy: ${random.pick(country.firstNames)} ${random.pick(country.lastNames)}`,
    () => (email ? `Teams: ${email}` : 'Teams only'),
    () => 'Part-time, Monday to Wednesday',
    () => 'On call for day-ahead nominations',
    () => 'Prefers e-mail',
    () => `Switchboard: ${phone(random, country, country.areaCodes)}`,
    () => 'Out of office until further notice',
  ];
  return random.pick(notes)();
}

/**
 * Spreads exactly `count` people over the places, some organisations bigger than others, with the
 * gaps a real directory has (no job title, no mobile) so sorting meets empty values.
 */
export function generatePeople(random: SeededRandom, places: readonly PeoplePlace[], count: number): NewContact[] {
  if (places.length === 0) return [];
  const weights = places.map(() => 0.3 + random.next() * 1.7);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sizes = weights.map((weight) => Math.floor((count * weight) / total));
  let missing = count - sizes.reduce((sum, size) => sum + size, 0);
  for (let index = 0; missing > 0; index = (index + 1) % sizes.length, missing -= 1)
    sizes[index] = (sizes[index] ?? 0) + 1;

  return places.flatMap((place, index) => {
    const usedAddresses = new Set<string>();
    const usedNames = new Set<string>();
    return Array.from({ length: sizes[index] ?? 0 }, (): NewContact => {
      // Namesakes happen, but rarely in one company: a few tries for a name not yet there.
      let firstName = random.pick(place.country.firstNames);
      let secondName = random.pick(place.country.lastNames);
      for (let attempt = 0; attempt < 5 && usedNames.has(`${firstName} ${secondName}`); attempt += 1) {
        firstName = random.pick(place.country.firstNames);
        secondName = random.pick(place.country.lastNames);
      }
      usedNames.add(`${firstName} ${secondName}`);
      let email: string | null = null;
      if (random.chance(0.97)) {
        const local = `${mailName(firstName)}.${mailName(secondName)}`;
        let address = `${local}@${place.domain}`;
        for (let number = 2; usedAddresses.has(address); number += 1) address = `${local}${number}@${place.domain}`;
        usedAddresses.add(address);
        email = address;
      }
      return {
        organisationId: place.organisationId,
        secondName,
        firstName,
        jobTitle: random.chance(0.94) ? random.pick(JOB_TITLES) : null,
        email,
        phone: random.chance(0.95) ? phone(random, place.country, place.country.areaCodes) : null,
        mobile: random.chance(0.6) ? phone(random, place.country, place.country.mobilePrefixes) : null,
        contactOther: random.chance(0.3) ? contactOther(random, place.country, email) : null,
      };
    });
  });
}
