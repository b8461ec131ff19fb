import type { NewContact } from '../contacts/repository';
import { eicCode } from '@shared/contract/eic-code';

type DemoPerson = [
  eic: string,
  secondName: string,
  firstName: string,
  jobTitle: string,
  email: string,
  phone: string,
  mobile: string | null,
  contactOther: string | null,
];

/**
 * The people a demo user expects to find at the demo organisations: the demo accounts themselves and
 * the business and technical contacts named in demo-organisations.ts. Generated colleagues join them.
 */
// prettier-ignore
const demoPeople: DemoPerson[] = [
  [eicCode('11XNORDWIND-EH-'), 'Lindqvist', 'Anna', 'REMIT Reporting Analyst', 'anna.lindqvist@nordwind-energie.example', '+49 40 3344 1231', '+49 151 2233 4455', null],
  [eicCode('11XNORDWIND-EH-'), 'Brandt', 'Julia', 'Head of Trading', 'julia.brandt@nordwind-energie.example', '+49 40 3344 1200', '+49 170 5566 7788', 'Deputy: Tobias Koch'],
  [eicCode('12XALPENSTROM-V'), 'Steiner', 'Markus', 'Head of Trading', 'markus.steiner@alpenstrom.example', '+41 44 201 7700', '+41 79 301 2244', null],
  [eicCode('12XALPENSTROM-V'), 'Huber', 'Sandra', 'EDI Specialist', 'sandra.huber@alpenstrom.example', '+41 44 201 7790', null, 'Part-time, Monday to Wednesday'],
  [eicCode('45XBALTICPOWER-'), 'Madsen', 'Erik', 'Head of Market Communication', 'erik.madsen@balticpower.example', '+45 33 12 40 10', '+45 20 11 22 33', 'Edits the help texts of this portal'],
  [eicCode('45XBALTICPOWER-'), 'Lund', 'Mette', 'Head of Trading', 'mette.lund@balticpower.example', '+45 33 12 40 00', '+45 40 55 66 77', null],
  [eicCode('45XBALTICPOWER-'), 'Jensen', 'Ole', 'IT Operations Engineer', 'ole.jensen@balticpower.example', '+45 33 12 40 90', null, 'On call for day-ahead nominations'],
  [eicCode('18XIBERIAGASYE-'), 'Navarro', 'Teresa', 'Compliance Officer', 'teresa.navarro@iberiagas.example', '+34 91 555 2150', '+34 612 345 678', null],
  [eicCode('18XIBERIAGASYE-'), 'Fernández', 'Lucía', 'Head of Markets', 'lucia.fernandez@iberiagas.example', '+34 91 555 2100', null, null],
  [eicCode('17XRHONE-ENERGI'), 'Petit', 'Noah', 'Back Office Analyst', 'noah.petit@rhone-energie.example', '+33 4 72 00 31 40', null, null],
  [eicCode('17XRHONE-ENERGI'), 'Dubois', 'Claire', 'Head of Trading', 'claire.dubois@rhone-energie.example', '+33 4 72 00 31 00', '+33 6 12 34 56 78', null],
  [eicCode('10XNL-NOORDZEE-'), 'De Vries', 'Sanne', 'Market Operations Specialist', 'sanne.devries@noordzee-net.example', '+31 26 373 1100', '+31 6 1234 5678', null],
  [eicCode('10XNL-NOORDZEE-'), 'Bakker', 'Pieter', 'IT Operations Engineer', 'pieter.bakker@noordzee-net.example', '+31 26 373 1190', null, null],
  [eicCode('15XDANUBIA-BRKR'), 'Kovács', 'Gábor', 'Senior Broker', 'gabor.kovacs@danubia.example', '+36 1 430 8800', '+36 30 123 4567', null],
  [eicCode('12XHELVETIAGRID'), 'Meier', 'Reto', 'Market Operations Specialist', 'reto.meier@helvetiagrid.example', '+41 58 580 2100', null, null],
  [eicCode('19XWISLA-OBROT-'), 'Nowak', 'Anna', 'Head of Trading', 'anna.nowak@wisla-energia.example', '+48 22 250 1100', '+48 601 234 567', null],
  [eicCode('19XWISLA-OBROT-'), 'Wiśniewski', 'Piotr', 'EDI Specialist', 'piotr.wisniewski@wisla-energia.example', '+48 22 250 1190', null, null],
];

/** The hand-written people, placed at the inserted demo organisations. */
export function demoContacts(idByEic: ReadonlyMap<string, number>): NewContact[] {
  return demoPeople.map(([eic, secondName, firstName, jobTitle, email, phone, mobile, contactOther]) => {
    const organisationId = idByEic.get(eic);
    if (organisationId === undefined)
      throw new Error(`Demo contact ${firstName} ${secondName} names unknown organisation ${eic}.`);
    return { organisationId, secondName, firstName, jobTitle, email, phone, mobile, contactOther };
  });
}
