import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './listing-csv.ts';

describe('listing CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers, booleans and nothing as they are, and ends a row in CRLF', () => {
    expect(csvRow([1, true, null, undefined, 'مطعم'])).toBe('1,true,,,مطعم\r\n');
  });
});
