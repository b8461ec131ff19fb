import { and, asc, eq } from 'drizzle-orm';
import {
  MIFID_EXTENDED_DOC_TYPE,
  mifidFileStates,
  mifidPositionValuesSchema,
  type MifidFileState,
  type MifidPositionAction,
  type MifidPositionValues,
} from '@shared/contract/mifid';
import type { Database } from '../db/database';
import { reportingRecords, users } from '../db/schema';
import { createRepositories } from '../repositories';
import type { NewMifidPositionRecord } from '../mifid/repository';
import { buildOutgoingPositionXml, outgoingFileName } from '../mifid/position-xml';
import { storedDocumentMediaTypes } from '../db/schema/reporting-kinds';
import { seededRandom, type SeededRandom } from './seeded-random';
import { isinCheckDigit } from '@shared/contract/isin';

// Any fixed number: the same files get the same records on every seed.
const MIFID_SEED = 20261113;

/** Records per file: `small` keeps the API tests' seed short; `demo` has one file of several thousand. */
export const mifidSeedScales = {
  small: { minRecords: 5, maxRecords: 8, largeFileRecords: null },
  demo: { minRecords: 20, maxRecords: 180, largeFileRecords: 4200 },
} as const;
export type MifidSeedScale = keyof typeof mifidSeedScales;

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const charValue = (char: string): string => String(ALPHANUMERIC.indexOf(char));

const mod97 = (text: string): number =>
  [...text].map(charValue).reduce((remainder, digits) => Number(`${remainder}${digits}`) % 97, 0);

/** LEI check digits (ISO 17442, ISO 7064 MOD 97-10): the whole code read as a number is 1 modulo 97. */
export function leiCheckDigits(first18: string): string {
  return String(98 - mod97(`${first18}00`)).padStart(2, '0');
}

const randomCode = (random: SeededRandom, length: number, alphabet = ALPHANUMERIC) =>
  Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');

function makeIsin(random: SeededRandom, country: string): string {
  const body = `${country}000${randomCode(random, 6)}`;
  return `${body}${isinCheckDigit(body)}`;
}

function makeLei(random: SeededRandom): string {
  // A LOU prefix, '00', then the entity part.
  const body = `${random.pick(['5299', '3912', '7245', '2138', '8156'])}00${randomCode(random, 12)}`;
  return `${body}${leiCheckDigits(body)}`;
}

/** The venues of the OMPs the world's files come from, with products they list. */
const venues: Record<string, { mic: string; products: readonly string[]; country: string }> = {
  'ICE Endex': { mic: 'NDEX', products: ['TFM', 'TFQ', 'NBP', 'DEB'], country: 'NL' },
  EEX: { mic: 'XEEE', products: ['F1BY', 'F1BQ', 'F1BM', 'FEUA', 'G0BM'], country: 'DE' },
  'Nasdaq Commodities': { mic: 'NORX', products: ['ENOFUTBLYR', 'ENOFUTBLQ', 'SYHELFUTBL'], country: 'SE' },
};

interface Holder {
  lei: string;
  parentLei: string;
  domain: string;
  category: string;
}

function formatQuantity(random: SeededRandom, decimals: number, max: number): string {
  const whole = random.int(1, max);
  const fraction = decimals > 0 ? `.${random.digits(decimals)}` : '';
  return `${random.chance(0.2) ? '-' : ''}${whole}${fraction}`;
}

/** The received values of one record: realistic codes, every one valid under the dialog's schema. */
function positionValues(
  random: SeededRandom,
  context: {
    extended: boolean;
    reportingEntity: string;
    holders: readonly Holder[];
    isins: readonly string[];
    venue: (typeof venues)[string];
    reportingDate: string;
    tradeDate: string;
    memberId: string;
    accountPrefix: string;
    longDecimals: boolean;
  },
): MifidPositionValues {
  const holder = random.pick(context.holders);
  const posType = random.weighted([
    ['FUTR', 6],
    ['OPTN', 2],
    ['EMIS', 1],
    ['OTHR', 1],
  ] as const);
  const posQuantity = context.longDecimals
    ? `${random.int(100, 9999)}.${random.digits(15)}`
    : formatQuantity(random, random.pick([0, 1, 2, 3, 6]), 250_000);
  const posUOM =
    posType === 'EMIS'
      ? 'TOCD'
      : random.weighted([
          ['MWHR', 6],
          ['THRM', 2],
          ['LOTS', 2],
          ['OTHR', 1],
        ] as const);
  const tri = () => random.pick(['TRUE', 'FALSE', ''] as const);
  const values: MifidPositionValues = {
    riskReducingIndicator: random.chance(0.35),
    posQuantity,
    posDelta: posType === 'OPTN' ? (Number(posQuantity) * (0.1 + random.next() * 0.8)).toFixed(6) : '',
    posUOM,
    posUomDetails: posUOM === 'OTHR' ? random.pick(['MW peak-load hours', 'GJ per day', 'kWh block']) : '',
    isin: random.pick(context.isins),
    reportingDate: context.reportingDate,
    tradeDate: context.tradeDate,
    reportingEntity: context.reportingEntity,
    reportingEntityMemberId: context.extended ? context.memberId : '',
    posAccount: context.extended ? `${context.accountPrefix}-${random.digits(5)}` : '',
    posHolderCategory: holder.category,
    posHolder: holder.lei,
    posHolderEmail: `positions@${holder.domain}`,
    parentPosHolderEmail: `compliance@group.${holder.domain}`,
    posHolderIndependent: random.chance(0.7),
    parentEntity: holder.parentLei,
    venueProductCode: random.pick(context.venue.products),
    venueId: context.venue.mic,
    posType,
    posMaturity: random.chance(0.3) ? 'SPOT' : 'OTHR',
    clientNonInvestFirm: context.extended ? tri() : '',
    clientHedgingExemption: context.extended ? tri() : '',
  };
  // The seed stores nothing the dialog or the server would refuse.
  return mifidPositionValuesSchema.parse(values);
}

const isMifidState = (state: string): state is MifidFileState => (mifidFileStates as readonly string[]).includes(state);

/**
 * Position records for every MiFID position file of the reporting world, in the state the file's
 * record is in: RECEIVED and DISCARDED files as received; EDITING and CONFIRMED files with edited
 * cells, a deleted record and an added one; CONFIRMED files also confirmed by a user of the
 * organisation, with the outgoing file stored and linked from the trail. `demo` gives the first file
 * several thousand records. Runs after the reporting world is inserted and its id sequences reset.
 */
export async function seedMifidPositions(
  db: Database,
  scale: MifidSeedScale,
): Promise<{ files: number; records: number }> {
  const size = mifidSeedScales[scale];
  const repos = createRepositories(db);
  const files = await db
    .select()
    .from(reportingRecords)
    .where(eq(reportingRecords.documentType, 'MIFID_POSITION_FILE'))
    .orderBy(asc(reportingRecords.id));
  let total = 0;
  for (const [index, file] of files.entries()) {
    const random = seededRandom(MIFID_SEED + file.id);
    const state: MifidFileState = isMifidState(file.state) ? file.state : 'RECEIVED';
    const attributes = file.attributes;
    const ompName = typeof attributes.ompName === 'string' ? attributes.ompName : 'EEX';
    const extended = attributes.docType === MIFID_EXTENDED_DOC_TYPE;
    const venue = venues[ompName] ?? venues.EEX!;
    const receiptTimestamp =
      typeof attributes.receiptTimestamp === 'string' ? attributes.receiptTimestamp : file.createdAt.toISOString();
    const reportingDate = receiptTimestamp.slice(0, 10);
    const tradeDate = new Date(Date.parse(reportingDate) - 24 * 3600 * 1000).toISOString().slice(0, 10);
    const organisationRandom = seededRandom(MIFID_SEED + file.organisationId);
    const reportingEntity = makeLei(organisationRandom);
    const holders: Holder[] = Array.from({ length: 6 }, (_, number) => ({
      lei: makeLei(organisationRandom),
      parentLei: makeLei(organisationRandom),
      domain: `client${number + 1}.${file.externalId.split('_')[0]!.toLowerCase()}.example`,
      category: organisationRandom.pick(['INVF', 'IFND', 'OFIN', 'CMMU', 'OPEX']),
    }));
    const isins = Array.from({ length: 12 }, () => makeIsin(random, venue.country));
    const count =
      index === 0 && size.largeFileRecords !== null
        ? size.largeFileRecords
        : random.int(size.minRecords, size.maxRecords);
    const context = {
      extended,
      reportingEntity,
      holders,
      isins,
      venue,
      reportingDate,
      tradeDate,
      memberId: `${venue.mic}-M-${organisationRandom.digits(4)}`,
      accountPrefix: `ACC-${file.externalId.split('_')[0]}`,
    };
    const records: NewMifidPositionRecord[] = Array.from({ length: count }, (_, number) => {
      const received = positionValues(random, { ...context, longDecimals: number % 17 === 3 });
      const positionAction: MifidPositionAction = random.chance(0.1) ? 'AMND' : 'NEWT';
      return { fileId: file.id, refNumber: number + 1, positionAction, received, working: received, status: null };
    });

    const changed = state === 'EDITING' || state === 'CONFIRMED';
    if (changed && records.length >= 4) {
      // Two edited records (quantity; holder email and risk flag), one deleted, one added.
      const first = records[0]!;
      const working = { ...(first.received as MifidPositionValues) };
      working.posQuantity = `${working.posQuantity.startsWith('-') ? '' : '-'}${working.posQuantity.replace(/^-/, '')}`;
      records[0] = { ...first, working, version: 2 };
      const second = records[1]!;
      const secondReceived = second.received as MifidPositionValues;
      records[1] = {
        ...second,
        working: {
          ...secondReceived,
          posHolderEmail: `desk@${secondReceived.posHolderEmail.split('@')[1]}`,
          riskReducingIndicator: !secondReceived.riskReducingIndicator,
        },
        version: 2,
      };
      records[2] = { ...records[2]!, status: 'Deleted', version: 2 };
      records.push({
        fileId: file.id,
        refNumber: records.length + 1,
        positionAction: 'NEWT',
        received: null,
        working: positionValues(random, { ...context, longDecimals: false }),
        status: 'Added',
        addRequestId: null,
      });
    }

    // Who made the file's latest change (edits, a discard, the confirmation): a member of its organisation.
    let changer: { userId: number | null; name: string; at: Date } | null = null;
    if (state !== 'RECEIVED') {
      const [member] = await db
        .select()
        .from(users)
        .where(and(eq(users.organisationId, file.organisationId), eq(users.isAdmin, false)))
        .orderBy(asc(users.id))
        .limit(1);
      changer = {
        userId: member?.id ?? null,
        name: member ? `${member.firstName} ${member.lastName}` : 'Operations desk',
        at: file.updatedAt,
      };
    }
    const confirmation = state === 'CONFIRMED' ? changer : null;
    await repos.mifid.insertFiles([
      {
        fileId: file.id,
        organisationId: file.organisationId,
        state,
        // One version per change: four changes to an edited file, one discard.
        version: changed ? 5 : state === 'DISCARDED' ? 2 : 1,
        confirmedByUserId: confirmation?.userId ?? null,
        confirmedByName: confirmation?.name ?? null,
        confirmedAt: confirmation?.at ?? null,
        updatedAt: file.updatedAt,
        updatedByName: changer?.name ?? null,
        updatedByUserId: changer?.userId ?? null,
      },
    ]);
    await repos.mifid.insertRecords(records);
    total += records.length;

    if (confirmation) {
      const carried = records.filter((record) => record.status !== 'Deleted');
      const fileName = outgoingFileName(file.externalId);
      const document = await repos.reporting.insertDocument({
        organisationId: file.organisationId,
        recordId: file.id,
        kind: 'xml',
        mediaType: storedDocumentMediaTypes.xml,
        fileName,
        contentText: buildOutgoingPositionXml({
          filename: file.externalId,
          docType: extended ? MIFID_EXTENDED_DOC_TYPE : 'PositionReport',
          extended,
          ompName,
          receiptTimestamp,
          confirmedBy: confirmation.name,
          confirmedAt: confirmation.at,
          records: carried.map((record) => ({
            refNumber: record.refNumber,
            positionAction: record.positionAction,
            values: record.working as MifidPositionValues,
          })),
        }),
        createdAt: confirmation.at,
      });
      await repos.mifid.setOutgoingDocument(file.id, document.id);
      await repos.reporting.appendEvents(file.id, [
        {
          occurredAt: confirmation.at,
          severity: 'INFO',
          source: 'OMP',
          text: `Outgoing file ${fileName} sent to ${ompName} (${carried.length} records), link:dataStoreId=${document.id}`,
          messagingDetail: false,
          processingDetail: false,
        },
      ]);
    }
  }
  return { files: files.length, records: total };
}
