import { describe, expect, it } from 'vitest';
import { csvCell, csvFilename, csvLine, csvLines, keysetBatches } from './csv.ts';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ['line\nbreak', '"line\nbreak"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['crlf\r\n', '"crlf\r\n"'],
    ["O'Brien", "O'Brien"],
    ['Zoë 🎬', 'Zoë 🎬'],
  ])('quotes %j as RFC 4180 asks', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=1', `"'\r'=1"`],
    ['=HYPERLINK("http://x.example","click")', `"'=HYPERLINK(""http://x.example"",""click"")"`],
    ['=1,2', `"'=1,2"`],
    ['a=b', 'a=b'],
    [' =1', ' =1'],
  ])('neutralises %j against formulas, then quotes', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  // A spreadsheet whose list separator is `;` or a tab splits an unquoted cell there and reads each piece as a
  // cell of its own: `Mal;=2+3;` would open as a cell that is exactly `=2+3`.
  it.each([
    ['Mal;=2+3;', "Mal;'=2+3;"],
    ['a;+1', "a;'+1"],
    ['a;-1', "a;'-1"],
    ['a;@SUM(A1)', "a;'@SUM(A1)"],
    ['a\t=1', "a\t'=1"],
    ['a,=1', `"a,'=1"`],
    ['a\n=1', `"a\n'=1"`],
    ['a\r\n=1', `"a\r\n'=1"`],
    ['a;\t=1', "a;'\t'=1"],
    ['a;;=1', "a;;'=1"],
    ['a;"=1"', `"a;'""=1"""`],
    ['a; =1', 'a; =1'],
    ['a;b=1', 'a;b=1'],
    ['2026-01-02', '2026-01-02'],
  ])('neutralises %j after every separator a spreadsheet may split at', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves no piece that starts a formula, whichever separator the spreadsheet splits at', () => {
    const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];
    const others = [',', ';', '\n', '"', 'x'];
    for (const first of [...formulaStarts, ...others]) {
      for (const second of [...formulaStarts, ...others]) {
        const cell = csvCell(`${first}${second}=1;${second}-2,${first}+3`);
        for (const piece of cell.split(/[,;\t\r\n]/)) expect(piece.replace(/^"+/, '')).not.toMatch(/^[=+\-@]/);
      }
    }
  });

  it('writes numbers, booleans, dates and empty values as they are', () => {
    expect(csvCell(4.99)).toBe('4.99');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });

  it('joins a record with commas and ends it with CRLF', () => {
    expect(csvLine(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });
});

describe('keysetBatches', () => {
  const rows = Array.from({ length: 7 }, (_, index) => ({ id: 7 - index }));
  const reader = () => {
    const calls: Array<{ beforeId: number | undefined; limit: number }> = [];
    const read = async (beforeId: number | undefined, limit: number) => {
      calls.push({ beforeId, limit });
      return rows.filter((row) => beforeId === undefined || row.id < beforeId).slice(0, limit);
    };
    return { calls, read };
  };

  it('reads every row once, newest first, a batch per query, each after the last id read', async () => {
    const { calls, read } = reader();
    expect((await collect(keysetBatches(read, 3))).map((row) => row.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(calls).toEqual([
      { beforeId: undefined, limit: 3 },
      { beforeId: 5, limit: 3 },
      { beforeId: 2, limit: 3 },
    ]);
  });

  it('asks once more when the last batch was full, and stops on an empty one', async () => {
    const { calls, read } = reader();
    expect(await collect(keysetBatches(read, 7))).toHaveLength(7);
    expect(calls).toHaveLength(2);
  });

  it('reads a batch only when the reader wants more rows', async () => {
    const { calls, read } = reader();
    const iterator = keysetBatches(read, 2);
    await iterator.next();
    await iterator.next();
    expect(calls).toHaveLength(1);
    await iterator.return(undefined);
  });
});

describe('csvLines and csvFilename', () => {
  it('writes the header first, then each row', async () => {
    async function* rows() {
      yield ['1', '=x'];
      yield ['2', 'y'];
    }
    expect((await collect(csvLines(['id', 'name'], rows()))).join('')).toBe("id,name\r\n1,'=x\r\n2,y\r\n");
  });

  it('dates the file in the studio time zone', () => {
    const now = new Date('2026-03-01T02:00:00Z');
    expect(csvFilename('rentals', 'UTC', now)).toBe('rentals-2026-03-01.csv');
    expect(csvFilename('payments', 'America/New_York', now)).toBe('payments-2026-02-28.csv');
  });
});
