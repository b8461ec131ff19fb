import { trimBlankEdges } from '@shared/contract/xml-text';

describe('trimBlankEdges', () => {
  it('drops spaces and characters that show nothing at the edges, and keeps them inside', () => {
    expect(trimBlankEdges('\u00a0Zo\u00eb\u200b \u2060')).toBe('Zo\u00eb');
    expect(trimBlankEdges('\ufeff Anna \u200bLind ')).toBe('Anna \u200bLind');
    expect(trimBlankEdges(' \u200b ')).toBe('');
  });
});
