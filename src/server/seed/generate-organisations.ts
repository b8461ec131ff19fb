import type { NewOrganisation } from '../access/organisations-repository';
import { organisationGroupProfiles } from './demo-organisation-groups';
import { directoryCountries, type DirectoryCountry } from './directory-countries';
import { slug, toAscii } from './directory-text';
import { eicCheckCharacter } from '@shared/contract/eic-code';
import type { SeededRandom } from './seeded-random';

/** A generated organisation and what its people need: the country for names and phones, the mail domain. */
export interface DirectoryOrganisation {
  organisation: NewOrganisation;
  country: DirectoryCountry;
  domain: string;
}

const TECHNICAL_TEAMS = ['IT Service Desk', 'EDI Support', 'Backoffice IT', 'Market Communication', 'Operations Desk'];

/** 'Elbtal Wind', then 'Elbtal-Harz Wind' (as merged utilities are named), then 'Elbtal Wind 2'. */
function uniqueName(
  random: SeededRandom,
  country: DirectoryCountry,
  suffixes: readonly string[],
  taken: Set<string>,
): string {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const stem =
      attempt < 6
        ? random.pick(country.placeStems)
        : `${random.pick(country.placeStems)}-${random.pick(country.placeStems)}`;
    const name = `${stem} ${random.pick(suffixes)}`;
    if (!taken.has(name) && !/^(.+)-\1 /.test(name)) return name;
  }
  const base = `${random.pick(country.placeStems)} ${random.pick(suffixes)}`;
  let number = 2;
  while (taken.has(`${base} ${number}`)) number += 1;
  return `${base} ${number}`;
}

/**
 * Office, 'X' (a party), eight characters of the name, '-', the running number in base 36: unique
 * per generated organisation, never the shape of a hand-written demo code. The last character is the
 * real check character; where it would be '-' (never assigned) the separator changes.
 */
function eicFor(country: DirectoryCountry, name: string, index: number): string {
  const namePart = toAscii(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, '-');
  const number = index.toString(36).toUpperCase().padStart(3, '0');
  for (const separator of ['-', 'X', 'Y', 'Z']) {
    const first15 = `${country.eicOffice}X${namePart}${separator}${number}`;
    const check = eicCheckCharacter(first15);
    if (check !== '-') return first15 + check;
  }
  throw new Error(`No EIC code for ${name}.`);
}

function contactLine(
  random: SeededRandom,
  country: DirectoryCountry,
  who: string,
  mailbox: string,
  domain: string,
): string {
  return `${who}, +${country.dialCode} ${random.pick(country.areaCodes)} ${random.digits(3)} ${random.digits(4)}, ${mailbox}@${domain}`;
}

/** `count` plausible organisations; the same random stream always gives the same ones. */
export function generateOrganisations(
  random: SeededRandom,
  count: number,
  takenNames: Set<string>,
): DirectoryOrganisation[] {
  const groups = organisationGroupProfiles.map((group) => [group, group.weight] as const);
  const countries = directoryCountries.map((country) => [country, country.weight] as const);
  return Array.from({ length: count }, (_, index) => {
    const group = random.weighted(groups);
    const country = random.weighted(countries);
    const displayName = uniqueName(random, country, group.nameSuffixes, takenNames);
    takenNames.add(displayName);
    const domain = `${slug(displayName)}.example`;
    const contactPerson = `${random.pick(country.firstNames)} ${random.pick(country.lastNames)}`;
    const organisation: NewOrganisation = {
      displayName,
      legalName: `${displayName} ${random.pick(country.legalForms)}`,
      eicCode: eicFor(country, displayName, index),
      organisationGroup: group.code,
      ecmProcessRole: random.weighted(group.ecmRoles),
      errProcessRole: random.weighted(group.errRoles),
      businessContact: random.chance(0.95) ? contactLine(random, country, contactPerson, 'markets', domain) : null,
      technicalContact: random.chance(0.8)
        ? contactLine(random, country, random.pick(TECHNICAL_TEAMS), 'it', domain)
        : null,
    };
    return { organisation, country, domain };
  });
}
