// Helpers of the tests of screens with a SortableList.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';

const ROW_HEIGHT = 40;
const ROW_GAP = 10;

/**
 * jsdom lays nothing out, so dnd-kit's keyboard sensor would find no row above or below the one it carries: each row
 * of a sortable list gets a box one under the other, in the order of the document.
 */
export function layOutSortableRows(): void {
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (!this.hasAttribute('data-sortable-id') || !this.parentElement) return measure.call(this);
    const top = [...this.parentElement.children].indexOf(this) * (ROW_HEIGHT + ROW_GAP);
    return { x: 0, y: top, top, left: 0, right: 400, bottom: top + ROW_HEIGHT, width: 400, height: ROW_HEIGHT, toJSON: () => ({}) };
  });
}

/** The titles of the rows of the sortable list named `label`, top to bottom. */
export function rowTitles(label: string): string[] {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.sortable-list__title')?.textContent ?? '');
}
