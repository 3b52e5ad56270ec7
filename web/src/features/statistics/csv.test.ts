import papaparse from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, UTF8_BOM } from './csv.ts';

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark and ends lines with CRLF', () => {
    const text = toCsv({ fields: ['Researcher', 'Researched'], rows: [['Zoë Müller', 110]] }, papaparse.unparse);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe('Researcher,Researched\r\nZoë Müller,110');
  });

  it('quotes commas, quotes and line breaks, and keeps a formula as text', () => {
    const text = toCsv(
      {
        fields: ['Name', 'Note'],
        rows: [
          ['Smith, Jo', 'said "hi"\nthen left'],
          ['=1+1', '-3'],
        ],
      },
      papaparse.unparse,
    );
    const [, ...lines] = text.slice(1).split('\r\n');
    expect(lines.join('\r\n')).toBe('"Smith, Jo","said ""hi""\nthen left"\r\n"\'=1+1","\'-3"');
    // Read back, the values are the ones written (formulae with their guard).
    expect(papaparse.parse<string[]>(text.slice(1)).data.slice(1)).toEqual([
      ['Smith, Jo', 'said "hi"\nthen left'],
      ["'=1+1", "'-3"],
    ]);
  });
});
