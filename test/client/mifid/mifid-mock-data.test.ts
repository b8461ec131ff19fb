// The client does not parse responses at run time, so the mock files the page tests run on are checked
// against the contract here, or the tests could pass on shapes the server never sends.
import { mifidPositionFileSchema } from '@shared/contract/mifid';
import { buildMockPositionFiles } from '@test/mocks/mifid-data';

describe('MiFID mock data follows the shared contract', () => {
  it.each([...buildMockPositionFiles().values()].map((file) => [file.info.filename, file] as const))(
    '%s',
    (_name, file) => {
      const answer = {
        fileInfo: file.info,
        records: { count: file.records.length, currentPage: 0, values: file.records },
      };
      expect(mifidPositionFileSchema.parse(answer)).toEqual(answer);
    },
  );
});
