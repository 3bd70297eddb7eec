// What the AdminCodesPage tests share: the screen with the fetch mock answering (the codes, and the admin movie list
// that brings the films' titles and the studio's time zone), a code's row and the cell under a column.
import { screen, within } from '@testing-library/react';
import type { AdminCode } from '../../../common/admin-offers.ts';
import { paginationOf } from '../../test/admin-business-test-data.ts';
import { adminMoviesBody, createAdminMovie } from '../../test/admin-test-data.ts';
import { jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { AdminCodesPage } from './admin-codes-page.tsx';

const CATALOGUE = [
  createAdminMovie({ id: 3, title: 'Northbound' }),
  createAdminMovie({ id: 4, title: 'Paper Lanterns' }),
  createAdminMovie({ id: 5, title: 'Salt Flats', is_active: false }),
];

/** GET /api/admin/codes's answer (a handler, and callable on its own inside another). */
export const codesAnswer =
  (codes: AdminCode[], pagination = paginationOf(codes.length)) =>
  (): Response =>
    jsonResponse({ codes, pagination });

export function renderCodesPage(handlers: Record<string, FetchHandler>, path = '/admin/codes') {
  return renderAdminScreen('/admin/codes', <AdminCodesPage />, { 'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(CATALOGUE)), ...handlers }, path);
}

const table = () => screen.getByRole('table', { name: 'Codes' });
export const findCode = (code: string) => screen.findByRole('row', { name: new RegExp(`^${code}\\b`) });
/** The code's cell under the column `header`. */
export function cellOf(code: string, header: string): HTMLElement {
  const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/, sorted.*$/, ''));
  const row = within(table()).getByRole('row', { name: new RegExp(`^${code}\\b`) });
  return row.children[headers.indexOf(header)] as HTMLElement;
}
