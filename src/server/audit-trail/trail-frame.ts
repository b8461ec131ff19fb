import {
  auditSearchQuerySchemaOf,
  auditTrailPageUrlParts,
  defaultDetails,
  isEcmEsmUrlPart,
  showsDownload,
  urlPartOfPage,
  type AuditTrailPage,
  type AuditTrailResult,
} from '@shared/contract/audit-trail';
import { readAuditTrailParameters, toAuditSearch } from '@shared/contract/audit-trail-parameters';
import { descriptionSegments, documentLinkIdText, documentLinkName } from '@shared/contract/audit-trail-links';
import { auditTrailDetailLabels, type AuditTrailFrame } from '@shared/audit-trail-frame';
import { gridAddressParameters } from '@shared/grid-address';
import { BROWSER_TIME_ZONE } from '@shared/contract/preferences-defaults';
import { isKnownTimeZone, momentWriter, type MomentFormat } from '@shared/moment-format';
import type { PageFrameContent } from '@shared/page-frame-content';
import type { Preferences } from '@shared/contract/preferences';
import type { SessionUser } from '../access/session-user';
import type { PreferencesRepository } from '../preferences/repository';
import type { ReportingRepository } from '../reporting/repository';
import { readTrailPage } from './trail-page';

/**
 * The address's parameters that change what the grid shows (use-grid-state.ts, the detail switches): an
 * address with any of them is left to the page, whose rules read them; the frame paints the trail as a
 * link opens it.
 */
const GRID_STATE_PARAMETERS = [...Object.values(gridAddressParameters), ...Object.keys(auditTrailDetailLabels)];

/** The pager's words for the first page (the frame paints no other), as MUI's writes them. */
const pagerText = (shown: number, count: number) => {
  const number = (value: number) => value.toLocaleString('en-US');
  return `1–${number(shown)} of ${number(count)}`;
};

/** The trail's answer as the page's grid writes it, in the user's zone and date format. */
export function trailFrameOf(
  page: AuditTrailResult,
  preferences: Pick<Preferences, 'timeZone' | 'dateFormat' | 'density'>,
  switches: AuditTrailFrame['switches'],
  download: boolean,
): AuditTrailFrame {
  const zoneKnown = preferences.timeZone !== BROWSER_TIME_ZONE && isKnownTimeZone(preferences.timeZone);
  const format: MomentFormat = {
    timeZone: zoneKnown ? preferences.timeZone : 'UTC',
    dateFormat: preferences.dateFormat,
  };
  const write = momentWriter(format);
  const documents = new Map(page.documents.map((document) => [document.id, document]));
  return {
    switches,
    download,
    density: preferences.density,
    events: page.rows.map((row) => ({
      severity: row.severity,
      time: { text: write(new Date(row.timestamp)), shown: zoneKnown },
      description: descriptionSegments(row.text).map((segment) =>
        segment.kind === 'text'
          ? { text: segment.text }
          : {
              link: documentLinkName(segment, documents.get(segment.dataStoreId)),
              id: documentLinkIdText(segment.dataStoreId),
            },
      ),
    })),
    pager: pagerText(page.rows.length, page.recordCount),
  };
}

/**
 * An audit trail's frame part for the signed-in user: the first page of the record's events, read by
 * the trail call's own rule within the organisation the browser has chosen (none where it names
 * another organisation's record, or none at all), as a link opens the trail.
 */
export const auditTrailFrame =
  (trailPage: AuditTrailPage) =>
  async ({
    user,
    repos,
    query,
    organisationId,
  }: {
    user: SessionUser;
    repos: { reporting: ReportingRepository; preferences: PreferencesRepository };
    query: URLSearchParams;
    /** The organisation the browser has chosen, where the user has standing in it. */
    organisationId: number | undefined;
  }): Promise<Partial<PageFrameContent>> => {
    if (organisationId === undefined || GRID_STATE_PARAMETERS.some((name) => query.has(name))) return {};
    const parameters = readAuditTrailParameters(query.toString(), null);
    const urlPart = urlPartOfPage(trailPage, parameters.urlPart);
    const search = toAuditSearch(parameters, urlPart);
    const body = auditSearchQuerySchemaOf(urlPart).safeParse(search.query);
    if (!search.hasRecordId || !body.success) return {};
    const page = await readTrailPage(repos, organisationId, urlPart, body.data);
    // An empty trail's grid says so in a message of its own height: the page shows it.
    if (!page || page.rows.length === 0) return {};
    const details = defaultDetails(urlPart);
    const switches = [
      { label: auditTrailDetailLabels.messagingDetails, checked: details },
      ...(isEcmEsmUrlPart(urlPart) ? [{ label: auditTrailDetailLabels.processingDetails, checked: details }] : []),
    ];
    const preferences = await repos.preferences.of(user.id);
    return { auditTrail: trailFrameOf(page, preferences, switches, showsDownload(urlPart)) };
  };

/** The audit-trail pages whose frame paints their first page of events, by page path. */
export const auditTrailFrames = (Object.keys(auditTrailPageUrlParts) as AuditTrailPage[]).map(
  (trailPage) => [`/${trailPage}`, auditTrailFrame(trailPage)] as const,
);
