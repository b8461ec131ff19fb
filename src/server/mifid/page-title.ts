import { readRecordId } from '@shared/contract/bounds';
import { mifidPageTitle } from '@shared/contract/mifid-constants';
import type { MifidRepository } from './repository';

/**
 * A position file page's title (market spec section 2) for its HTML to paint before any script has run:
 * the name of the file its address names, read as the page reads it, if the file is the organisation's.
 */
export async function positionFilePageTitle(
  repos: { mifid: Pick<MifidRepository, 'fileName'> },
  organisationId: number,
  query: URLSearchParams,
): Promise<string | undefined> {
  const fileId = readRecordId(query.get('fileId'));
  if (fileId === undefined) return undefined;
  const fileName = await repos.mifid.fileName(organisationId, fileId);
  return fileName === null ? undefined : mifidPageTitle(fileName);
}
