// Which page buttons a pager shows (docs/product.md#reviews): the first and last page, the current one with two on
// each side, and an ellipsis for each run left out. A run of a single page is shown instead of an ellipsis: the
// ellipsis would take its place and hide it for nothing.

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

export function pageWindow(current: number, totalPages: number, radius = 2): PageItem[] {
  if (totalPages < 1) return [];
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    if (previous !== undefined && page - previous > 2) items.push({ kind: 'gap', key: page <= current ? 'before' : 'after' });
    items.push({ kind: 'page', page });
  });
  return items;
}
