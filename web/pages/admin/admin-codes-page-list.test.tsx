import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdminCode, paginationOf } from '../../test/admin-business-test-data.ts';
import { deferred, jsonResponse } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { paramsOf } from '../../test/render-admin-screen.tsx';
import { currentPath } from '../../test/render.tsx';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { chooseRowAction, openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { cellOf, codesAnswer, findCode, renderCodesPage } from './admin-codes-page-test-helpers.tsx';

const spring = createAdminCode();
// 8 PM on Dec 12 and midnight on Jan 1 in Los Angeles (the studio's zone), whatever the browser's.
const screener = createAdminCode({
  id: 12,
  code: 'PRESSKIT',
  kind: 'free',
  value: null,
  movie_ids: [3, 4],
  max_redemptions: null,
  per_viewer: null,
  starts_at: '2031-12-13T04:00:00.000Z',
  ends_at: '2032-01-01T08:00:00.000Z',
  email: 'critic@paper.example',
  redemptions: 1,
  revenue: 0,
});
const amount = createAdminCode({ id: 13, code: 'TAKE250', kind: 'amount', value: 2.5, movie_ids: [4], max_redemptions: 5, redemptions: 5, is_active: false, revenue: 7.45 });

describe('AdminCodesPage: the list', () => {
  it('shows each code: its discount, films, uses, revenue, dates in the studio’s time zone, screener and status', async () => {
    const { user, requestsTo } = renderCodesPage({ 'GET /api/admin/codes': codesAnswer([spring, screener, amount]) });

    await findCode('SPRING25');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(within(screen.getByRole('group', { name: 'Show columns' })).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual([
      'Films',
      'Per viewer',
      'Starts',
      'Ends',
      'Screener',
      'Created',
    ]);
    await user.keyboard('{Escape}');

    expect(within(cellOf('SPRING25', 'Code')).getByText('SPRING25')).toHaveClass('offer-code');
    expect(cellOf('SPRING25', 'Discount')).toHaveTextContent('25 %');
    expect(cellOf('SPRING25', 'Films')).toHaveTextContent('All films');
    expect(cellOf('SPRING25', 'Uses')).toHaveTextContent('3 / 10');
    expect(cellOf('SPRING25', 'Per viewer')).toHaveTextContent('1');
    expect(cellOf('SPRING25', 'Revenue')).toHaveTextContent('$11.22');
    expect(cellOf('SPRING25', 'Starts')).toHaveTextContent('No limit');
    expect(cellOf('SPRING25', 'Screener')).toHaveTextContent('—');
    expect(cellOf('SPRING25', 'Status')).toHaveTextContent('Active');

    expect(cellOf('PRESSKIT', 'Discount')).toHaveTextContent('Free');
    expect(cellOf('PRESSKIT', 'Films')).toHaveTextContent('2 filmsNorthbound, Paper Lanterns');
    expect(cellOf('PRESSKIT', 'Uses')).toHaveTextContent(/^1$/);
    expect(cellOf('PRESSKIT', 'Per viewer')).toHaveTextContent('No limit');
    expect(cellOf('PRESSKIT', 'Starts')).toHaveTextContent('Dec 12, 20318:00 PM PST');
    expect(cellOf('PRESSKIT', 'Ends')).toHaveTextContent('Jan 1, 203212:00 AM PST');
    expect(cellOf('PRESSKIT', 'Screener')).toHaveTextContent('critic@paper.example');
    expect(cellOf('PRESSKIT', 'Status')).toHaveTextContent('ActiveNot startedScreener');

    expect(cellOf('TAKE250', 'Discount')).toHaveTextContent('$2.50 off');
    expect(cellOf('TAKE250', 'Films')).toHaveTextContent(/^Paper Lanterns$/);
    expect(cellOf('TAKE250', 'Uses')).toHaveTextContent('5 / 5');
    expect(cellOf('TAKE250', 'Status')).toHaveTextContent(/^Disabled$/);

    expect(paramsOf(requestsTo('GET /api/admin/codes')[0])).toEqual({ page: '1', limit: '20', sort: 'created_at', order: 'desc' });
    expect(document.title).toBe('Codes · Admin · Ember Lane Studios');
  });

  it("says 'Loading codes...', then 'No codes yet' for an empty list and 'No codes found' for a search that finds none", async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { user } = renderCodesPage({ 'GET /api/admin/codes': () => (++calls === 1 ? first.promise : codesAnswer([])()) });

    expect(await screen.findByText('Loading codes...')).toBeInTheDocument();
    first.resolve(jsonResponse({ codes: [], pagination: paginationOf(0) }));
    expect(await screen.findByRole('heading', { name: 'No codes yet' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), 'nope{Enter}');
    expect(await screen.findByRole('heading', { name: 'No codes found' })).toBeInTheDocument();
  });

  it("shows 'Failed to load codes' with Try Again when the list cannot be read", async () => {
    let failing = true;
    const { user } = renderCodesPage({
      'GET /api/admin/codes': () => (failing ? jsonResponse({ error: 'Internal server error' }, 500) : codesAnswer([spring])()),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load codes' })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await findCode('SPRING25')).toBeInTheDocument();
  });

  it('sends the search, status, sort and page the admin picks, kept in the URL', async () => {
    const { user, requestsTo } = renderCodesPage({ 'GET /api/admin/codes': codesAnswer([spring], paginationOf(45)) });
    await findCode('SPRING25');
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/codes').at(-1));

    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All codes', 'Active', 'Disabled']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Disabled');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'disabled', page: '1' }));
    await user.click(screen.getByRole('button', { name: /^Revenue/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'revenue', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: /^Code/ }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'code', order: 'asc' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search codes' }), 'spring{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'spring' }));
    expect(currentPath()).toBe('/admin/codes?status=disabled&sort=code&order=asc&search=spring');
  });

  it('disables a code only once confirmed, with PATCH {is_active: false}, then reads the list again', async () => {
    let codes = [spring];
    const answer = deferred<Response>();
    const { user, requestsTo } = renderCodesPage({
      'GET /api/admin/codes': () => codesAnswer(codes)(),
      'PATCH /api/admin/codes/11': () => answer.promise,
    });
    const menu = await openRowMenu(user, 'SPRING25');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Redemptions', 'Disable']);
    expect(within(menu).getByRole('menuitem', { name: 'Disable SPRING25' })).toHaveClass('row-actions__item--danger');
    await user.click(within(menu).getByRole('menuitem', { name: 'Disable SPRING25' }));

    const dialog = screen.getByRole('dialog', { name: 'Disable SPRING25?' });
    expect(dialog).toHaveTextContent('Viewers can no longer use it at checkout.');
    expect(requestsTo('PATCH /api/admin/codes/11')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByRole('button', { name: 'Disabling...' })).toBeDisabled();

    codes = [{ ...spring, is_active: false }];
    answer.resolve(jsonResponse({ code: codes[0] }));
    expect(await screen.findByText('Code disabled')).toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/codes/11').map((request) => request.body)).toEqual([{ is_active: false }]);
    await waitFor(() => expect(cellOf('SPRING25', 'Status')).toHaveTextContent(/^Disabled$/));
    expect(requestsTo('GET /api/admin/codes')).toHaveLength(2);
  });

  it("enables a disabled code, and keeps the dialog open with the server's reason when refused", async () => {
    let refusal = jsonResponse({ error: 'Code not found' }, 404);
    const { user, requestsTo } = renderCodesPage({
      'GET /api/admin/codes': codesAnswer([amount]),
      'PATCH /api/admin/codes/13': () => refusal,
    });
    await chooseRowAction(user, 'TAKE250', 'Enable TAKE250');
    const dialog = screen.getByRole('dialog', { name: 'Enable TAKE250?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText('Code not found')).toBeInTheDocument();

    refusal = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await within(dialog).findByText('Failed to enable the code')).toBeInTheDocument();
    expect(requestsTo('PATCH /api/admin/codes/13').map((request) => request.body)).toEqual([{ is_active: true }, { is_active: true }]);
  });

  it('shows each code as a card on a phone: the code, revenue, status, its facts, Redemptions and the menu', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = renderCodesPage({ 'GET /api/admin/codes': codesAnswer([spring, screener]) });

    const cards = within(await screen.findByRole('list', { name: 'Codes' }));
    const card = within(cards.getByRole('article', { name: 'SPRING25' }));
    expect(card.getByText('$11.22')).toBeInTheDocument();
    expect(card.getByText('Discount').nextElementSibling).toHaveTextContent('25 %');
    expect(card.getByText('Uses').nextElementSibling).toHaveTextContent('3 / 10');
    // No end and no screener: those facts are left out.
    expect(card.queryByText('Ends')).not.toBeInTheDocument();
    expect(card.queryByText('Screener')).not.toBeInTheDocument();
    const press = within(cards.getByRole('article', { name: 'PRESSKIT' }));
    expect(press.getByText('Screener', { selector: 'dt' }).nextElementSibling).toHaveTextContent('critic@paper.example');
    expect(press.getByText('Ends').nextElementSibling).toHaveTextContent('Jan 1, 2032');
    expect(card.getByRole('button', { name: 'Redemptions SPRING25' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Actions for SPRING25' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Disable']);
  });
});
