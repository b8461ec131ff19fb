import { fieldLabel } from '@shared/field-label';

describe('field labels', () => {
  it('writes abbreviations in capitals and the rest in sentence case', () => {
    expect(fieldLabel('tradeId')).toBe('Trade ID');
    expect(fieldLabel('pdfDocumentId')).toBe('PDF document ID');
    expect(fieldLabel('htmlDocumentId')).toBe('HTML document ID');
    expect(fieldLabel('uti')).toBe('UTI');
    expect(fieldLabel('ompName')).toBe('OMP name');
    expect(fieldLabel('netAmount')).toBe('Net amount');
    expect(fieldLabel('inReplyTo')).toBe('In reply to');
    expect(fieldLabel('counterparty')).toBe('Counterparty');
  });

  it('keeps runs of capitals and numbers as words', () => {
    expect(fieldLabel('senderEICCode')).toBe('Sender EIC code');
    expect(fieldLabel('indexName2')).toBe('Index name 2');
  });

  it('says what a bare pair of words would not', () => {
    expect(fieldLabel('buySell')).toBe('Buy/sell');
    expect(fieldLabel('docType')).toBe('Document type');
  });
});
