import { describe, expect, it } from 'vitest';
import { pageWindow, type PageItem } from './page-window.ts';

/** 1 … 4 5 [6] 7 8 … 20 as [1, '…', 4, 5, 6, 7, 8, '…', 20]. */
const flat = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageWindow', () => {
  it('shows nothing without pages, and a lone page alone', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(flat(pageWindow(1, 1))).toEqual([1]);
  });

  it('shows every page when they all fit the window', () => {
    expect(flat(pageWindow(1, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(flat(pageWindow(3, 6))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps two pages each side of the current one, the first and the last, with ellipses between', () => {
    expect(flat(pageWindow(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(flat(pageWindow(1, 20))).toEqual([1, 2, 3, '…', 20]);
    expect(flat(pageWindow(20, 20))).toEqual([1, '…', 18, 19, 20]);
  });

  it('shows a single left-out page rather than an ellipsis in its place', () => {
    expect(flat(pageWindow(5, 20))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
    expect(flat(pageWindow(16, 20))).toEqual([1, '…', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives the two ellipses distinct keys', () => {
    const gaps = pageWindow(10, 20).filter((item) => item.kind === 'gap');
    expect(gaps.map((gap) => gap.kind === 'gap' && gap.key)).toEqual(['before', 'after']);
  });
});
