/**
 * What the directory generator needs to make an organisation and its people look at home in one
 * country. EIC issuing-office prefixes and dialling codes follow the real pattern; names are common
 * ones; place stems name regions and rivers. All organisations built from them are fictional.
 */
export interface DirectoryCountry {
  /** ISO 3166 code. */
  code: string;
  /** The first two characters of the EIC codes this country's issuing office assigns. */
  eicOffice: string;
  dialCode: string;
  areaCodes: readonly string[];
  mobilePrefixes: readonly string[];
  legalForms: readonly string[];
  firstNames: readonly string[];
  lastNames: readonly string[];
  placeStems: readonly string[];
  /** How often organisations come from here, relative to the others. */
  weight: number;
}

// prettier-ignore
export const directoryCountries: readonly DirectoryCountry[] = [
  {
    code: 'DE',
    eicOffice: '11',
    dialCode: '49',
    weight: 20,
    areaCodes: ['30', '40', '69', '89', '211', '221', '341', '511', '711'],
    mobilePrefixes: ['151', '160', '170', '172', '176'],
    legalForms: ['GmbH', 'AG', 'GmbH & Co. KG', 'SE'],
    firstNames: ['Julia', 'Markus', 'Katrin', 'Stefan', 'Lena', 'Jörg', 'Sabine', 'Tobias', 'Anja', 'Florian', 'Jürgen', 'Miriam'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Wolf', 'Krüger'],
    placeStems: ['Elbtal', 'Rheinland', 'Harz', 'Spreewald', 'Weser', 'Allgäu', 'Eifel', 'Lausitz', 'Mosel', 'Ostsee', 'Taunus', 'Main'],
  },
  {
    code: 'AT',
    eicOffice: '14',
    dialCode: '43',
    weight: 6,
    areaCodes: ['1', '316', '512', '662', '732'],
    mobilePrefixes: ['650', '664', '676', '699'],
    legalForms: ['GmbH', 'AG'],
    firstNames: ['Lukas', 'Theresa', 'Matthias', 'Verena', 'Andreas', 'Johanna', 'Bernhard', 'Magdalena'],
    lastNames: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Hofer', 'Leitner', 'Eder'],
    placeStems: ['Donau', 'Tauern', 'Inntal', 'Kärnten', 'Wachau', 'Salzach', 'Ennstal'],
  },
  {
    code: 'CH',
    eicOffice: '12',
    dialCode: '41',
    weight: 5,
    areaCodes: ['21', '31', '44', '58', '61'],
    mobilePrefixes: ['76', '78', '79'],
    legalForms: ['AG', 'SA', 'GmbH'],
    firstNames: ['Reto', 'Nadia', 'Urs', 'Corinne', 'Beat', 'Simone', 'Luca', 'Flurina'],
    lastNames: ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Gerber', 'Rochat', 'Bernasconi'],
    placeStems: ['Aare', 'Rhône', 'Engadin', 'Jura', 'Ticino', 'Gotthard', 'Limmat'],
  },
  {
    code: 'FR',
    eicOffice: '17',
    dialCode: '33',
    weight: 12,
    areaCodes: ['1', '2', '3', '4', '5'],
    mobilePrefixes: ['6', '7'],
    legalForms: ['SAS', 'SA', 'SARL'],
    firstNames: ['Claire', 'Thomas', 'Camille', 'Nicolas', 'Élodie', 'Julien', 'Amélie', 'Mathieu', 'Céline', 'Hugo'],
    lastNames: ['Dubois', 'Girard', 'Lefèvre', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Garnier', 'Rousseau', 'Faure', 'Chevalier'],
    placeStems: ['Loire', 'Provence', 'Garonne', 'Bretagne', 'Alsace', 'Seine', 'Durance', 'Vosges', 'Normandie'],
  },
  {
    code: 'ES',
    eicOffice: '18',
    dialCode: '34',
    weight: 9,
    areaCodes: ['91', '93', '94', '95', '96'],
    mobilePrefixes: ['6', '7'],
    legalForms: ['S.A.', 'S.L.', 'S.L.U.'],
    firstNames: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Marta', 'Sergio', 'Elena', 'Pablo', 'Nuria', 'Álvaro'],
    lastNames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Ortega', 'Navarro', 'Ruiz'],
    placeStems: ['Ebro', 'Duero', 'Castilla', 'Cantábrico', 'Guadalquivir', 'Levante', 'Meseta', 'Tajo'],
  },
  {
    code: 'IT',
    eicOffice: '26',
    dialCode: '39',
    weight: 10,
    areaCodes: ['02', '06', '011', '051', '055', '081'],
    mobilePrefixes: ['320', '333', '347', '380'],
    legalForms: ['S.p.A.', 'S.r.l.'],
    firstNames: ['Giulia', 'Marco', 'Francesca', 'Alessandro', 'Chiara', 'Lorenzo', 'Valentina', 'Davide', 'Elisa', 'Matteo'],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Conti'],
    placeStems: ['Padana', 'Adriatica', 'Tirrenica', 'Piemonte', 'Toscana', 'Po', 'Dolomiti', 'Etna'],
  },
  {
    code: 'NL',
    eicOffice: '38',
    dialCode: '31',
    weight: 8,
    areaCodes: ['10', '20', '26', '30', '50', '70'],
    mobilePrefixes: ['6'],
    legalForms: ['B.V.', 'N.V.'],
    firstNames: ['Sanne', 'Pieter', 'Femke', 'Daan', 'Lotte', 'Bram', 'Anouk', 'Joost', 'Eline', 'Sven'],
    lastNames: ['De Vries', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Van Dijk', 'De Jong', 'Meijer', 'Mulder', 'Van den Berg'],
    placeStems: ['Noordzee', 'Waddenzee', 'IJssel', 'Maas', 'Veluwe', 'Zeeland', 'Delta', 'Polder'],
  },
  {
    code: 'BE',
    eicOffice: '21',
    dialCode: '32',
    weight: 5,
    areaCodes: ['2', '3', '4', '9'],
    mobilePrefixes: ['470', '475', '485', '495'],
    legalForms: ['NV', 'SA', 'BV'],
    firstNames: ['Wout', 'Manon', 'Arnaud', 'Elke', 'Bert', 'Charlotte', 'Maxime', 'Lies'],
    lastNames: ['Peeters', 'Maes', 'Jacobs', 'Claes', 'Dubois', 'Lambert', 'Wouters', 'Goossens', 'Willems'],
    placeStems: ['Schelde', 'Ardennes', 'Kempen', 'Meuse', 'Brabant', 'Flandria'],
  },
  {
    code: 'PL',
    eicOffice: '19',
    dialCode: '48',
    weight: 8,
    areaCodes: ['12', '22', '32', '58', '61', '71'],
    mobilePrefixes: ['501', '602', '664', '728', '884'],
    legalForms: ['S.A.', 'Sp. z o.o.'],
    firstNames: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Łukasz', 'Agnieszka', 'Michał', 'Joanna', 'Paweł'],
    lastNames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kamińska', 'Lewandowski', 'Zieliński', 'Szymańska', 'Dąbrowski'],
    placeStems: ['Wisła', 'Odra', 'Mazowsze', 'Śląsk', 'Bałtyk', 'Tatry', 'Warta', 'Pomorze'],
  },
  {
    code: 'CZ',
    eicOffice: '27',
    dialCode: '420',
    weight: 5,
    areaCodes: ['2', '5', '37', '38'],
    mobilePrefixes: ['602', '603', '724', '777'],
    legalForms: ['a.s.', 's.r.o.'],
    firstNames: ['Jan', 'Petra', 'Tomáš', 'Lucie', 'Martin', 'Veronika', 'Jiří', 'Tereza'],
    lastNames: ['Novák', 'Svoboda', 'Dvořák', 'Černá', 'Procházka', 'Kučera', 'Veselý', 'Horáková'],
    placeStems: ['Vltava', 'Morava', 'Labe', 'Šumava', 'Krkonoše', 'Bohemia'],
  },
  {
    code: 'DK',
    eicOffice: '45',
    dialCode: '45',
    weight: 4,
    areaCodes: ['33', '70', '86', '89'],
    mobilePrefixes: ['20', '22', '30', '40', '60'],
    legalForms: ['A/S', 'ApS'],
    firstNames: ['Mette', 'Ole', 'Sofie', 'Rasmus', 'Camilla', 'Mads', 'Ida', 'Frederik'],
    lastNames: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Lund', 'Sørensen'],
    placeStems: ['Jylland', 'Øresund', 'Kattegat', 'Fyn', 'Limfjord', 'Skagen'],
  },
  {
    code: 'SE',
    eicOffice: '46',
    dialCode: '46',
    weight: 4,
    areaCodes: ['8', '31', '40', '90'],
    mobilePrefixes: ['70', '72', '73', '76'],
    legalForms: ['AB'],
    firstNames: ['Anna', 'Erik', 'Maja', 'Oskar', 'Linnea', 'Johan', 'Elsa', 'Gustav'],
    lastNames: ['Lindqvist', 'Johansson', 'Andersson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Öberg', 'Åström'],
    placeStems: ['Norrland', 'Mälaren', 'Vänern', 'Göta', 'Dalälven', 'Skåne'],
  },
  {
    code: 'NO',
    eicOffice: '50',
    dialCode: '47',
    weight: 3,
    areaCodes: ['22', '55', '73'],
    mobilePrefixes: ['4', '9'],
    legalForms: ['AS', 'ASA'],
    firstNames: ['Ingrid', 'Lars', 'Sigrid', 'Håkon', 'Nora', 'Eirik', 'Kari', 'Magnus'],
    lastNames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Berg', 'Haugen', 'Solberg', 'Bakken', 'Strøm'],
    placeStems: ['Fjord', 'Vestland', 'Trøndelag', 'Hardanger', 'Glomma', 'Nordkapp'],
  },
  {
    code: 'HU',
    eicOffice: '15',
    dialCode: '36',
    weight: 3,
    areaCodes: ['1', '52', '62', '72'],
    mobilePrefixes: ['20', '30', '70'],
    legalForms: ['Zrt.', 'Kft.'],
    firstNames: ['Gábor', 'Eszter', 'László', 'Katalin', 'Zoltán', 'Réka', 'Péter', 'Dóra'],
    lastNames: ['Kovács', 'Nagy', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár'],
    placeStems: ['Duna', 'Tisza', 'Balaton', 'Mátra', 'Alföld', 'Bakony'],
  },
];

/** The country of an EIC code: its issuing office, or for ENTSO-E ('10') codes the country they embed. */
export function countryOfEic(eic: string): DirectoryCountry | undefined {
  const office = eic.slice(0, 2);
  if (office === '10') return directoryCountries.find((country) => country.code === eic.slice(3, 5));
  return directoryCountries.find((country) => country.eicOffice === office);
}
