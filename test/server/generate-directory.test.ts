import { demoOrganisations } from '@server/seed/demo-organisations';
import { countryOfEic, directoryCountries } from '@server/seed/directory-countries';
import { directoryScales } from '@server/seed/directory-scales';
import { isValidEic } from '@shared/contract/eic-code';
import { generateOrganisations } from '@server/seed/generate-organisations';
import { generatePeople } from '@server/seed/generate-people';
import { seededRandom } from '@server/seed/seeded-random';

const generate = (seed: number, count: number) => generateOrganisations(seededRandom(seed), count, new Set());

describe('generated contact directory', () => {
  it('is the same for the same seed, and different for another', () => {
    expect(generate(7, 50)).toEqual(generate(7, 50));
    expect(generate(8, 50).map((entry) => entry.organisation.displayName)).not.toEqual(
      generate(7, 50).map((entry) => entry.organisation.displayName),
    );
  });

  it('gives the large directory valid, unique EIC codes of the right issuing office, none a demo code', () => {
    const generated = generate(1, directoryScales.large.organisations);
    const codes = generated.map((entry) => entry.organisation.eicCode ?? '');
    expect(codes.filter((code) => !isValidEic(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(generated.every((entry) => countryOfEic(entry.organisation.eicCode) === entry.country)).toBe(true);
    const demoCodes = new Set(demoOrganisations.map((organisation) => organisation.eicCode));
    expect(codes.filter((code) => demoCodes.has(code))).toEqual([]);
  });

  it('never repeats a display name, even after the plain combinations run out', () => {
    const names = generate(1, directoryScales.large.organisations).map((entry) => entry.organisation.displayName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('places exactly the requested number of people, with unique addresses per organisation', () => {
    const places = [0, 1, 2, 3].map((index) => ({
      organisationId: index + 1,
      country: directoryCountries[index]!,
      domain: `org${index}.example`,
    }));
    const people = generatePeople(seededRandom(3), places, 101);
    expect(people).toHaveLength(101);
    expect(new Set(people.map((person) => person.organisationId)).size).toBe(4);
    const addresses = people.flatMap((person) => (person.email ? [person.email] : []));
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(people.some((person) => person.mobile === null)).toBe(true);
  });
});
