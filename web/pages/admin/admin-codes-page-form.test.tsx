import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../../common/messages/offers.ts';
import { captureDownloads, createAdminCode, csvResponse } from '../../test/admin-business-test-data.ts';
import { TEST_STUDIO_TIME_ZONE } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse } from '../../test/fetch-mock.ts';
import { submitShowingFieldError } from '../../test/forms.ts';
import { paramsOf } from '../../test/render-admin-screen.tsx';
import { chooseRowAction } from '../../components/admin/row-actions/testing.ts';
import { codesAnswer, findCode, renderCodesPage } from './admin-codes-page-test-helpers.tsx';

const spring = createAdminCode();
const dialog = () => within(screen.getByRole('dialog'));
/** A datetime-local field takes a whole value at once (jsdom drops the half-typed ones). */
const setWallTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The film select of the films list's row `position`. */
const filmSelect = (position: number) => within(dialog().getByRole('group', { name: `Film ${position}` })).getByLabelText('Film');

async function openForm(handlers: Parameters<typeof renderCodesPage>[0] = {}) {
  const rendered = renderCodesPage({ 'GET /api/admin/codes': codesAnswer([spring]), ...handlers });
  await findCode('SPRING25');
  await rendered.user.click(screen.getByRole('button', { name: 'New code' }));
  return rendered;
}

describe('AdminCodesPage: New code', () => {
  it("creates one code: its kind and value, films, uses, dates in the studio's time with its offset, and a screener", async () => {
    const created = createAdminCode({ id: 20, code: 'PRESS25' });
    const { user, requestsTo } = await openForm({ 'POST /api/admin/codes': () => jsonResponse({ code: created }, 201) });

    const form = dialog();
    expect(screen.getByRole('dialog', { name: 'New code' })).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription('Letters A–Z and digits 2–9, 4 to 32 of them. Leave empty to generate one.');
    expect(form.getByLabelText('Starts')).toHaveAttribute('type', 'datetime-local');
    expect(form.getByLabelText('Starts')).toHaveAccessibleDescription(`Studio time (${TEST_STUDIO_TIME_ZONE}). Empty: no limit.`);
    expect(form.getByText('All films.')).toBeInTheDocument();

    await user.type(form.getByLabelText('Code'), 'press25');
    await user.type(form.getByLabelText('Percent off'), '20');
    await user.click(form.getByRole('button', { name: 'Add film' }));
    await user.click(form.getByRole('button', { name: 'Add film' }));
    expect(within(filmSelect(1)).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a film',
      'Northbound',
      'Paper Lanterns',
      'Salt Flats (Inactive)',
    ]);
    await user.selectOptions(filmSelect(1), 'Northbound');
    await user.selectOptions(filmSelect(2), 'Salt Flats (Inactive)');
    await user.type(form.getByLabelText('Uses'), '100');
    await user.type(form.getByLabelText('Uses per viewer'), '1');
    // 8 PM on Dec 12 and midnight on Jan 1 in Los Angeles are winter time there: -08:00, whatever the browser's zone.
    setWallTime(form.getByLabelText('Starts'), '2031-12-12T20:00');
    setWallTime(form.getByLabelText('Ends'), '2032-01-01T00:00');
    await user.type(form.getByLabelText('Screener e-mail'), 'critic@paper.example');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('Code PRESS25 created')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/codes').map((request) => request.body)).toEqual([
      {
        code: 'PRESS25',
        kind: 'percent',
        value: '20',
        movie_ids: [3, 5],
        max_redemptions: 100,
        per_viewer: 1,
        starts_at: '2031-12-12T20:00:00-08:00',
        ends_at: '2032-01-01T00:00:00-08:00',
        email: 'critic@paper.example',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again, with the new code.
    await waitFor(() => expect(requestsTo('GET /api/admin/codes')).toHaveLength(2));
  });

  it('sends only the kind for a free code left otherwise empty (the server generates the code)', async () => {
    const { user, requestsTo } = await openForm({ 'POST /api/admin/codes': () => jsonResponse({ code: createAdminCode({ id: 21, code: 'K7M2QX9P', kind: 'free', value: null }) }, 201) });

    await user.selectOptions(dialog().getByLabelText('Kind'), 'Free');
    expect(dialog().queryByLabelText('Percent off')).not.toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('Code K7M2QX9P created')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/codes').map((request) => request.body)).toEqual([{ kind: 'free' }]);
  });

  it("refuses what the server would refuse, in the server's words, on the field, and sends nothing", async () => {
    const { user, requestsTo } = await openForm();

    await submitShowingFieldError(user, 'Create code', 'Percent off', `A whole number from 1 to 100 ${offerMessages.percentInvalid}`);
    await user.type(dialog().getByLabelText('Percent off'), '101');
    await submitShowingFieldError(user, 'Create code', 'Percent off', `A whole number from 1 to 100 ${offerMessages.percentInvalid}`);
    await user.clear(dialog().getByLabelText('Percent off'));
    await user.type(dialog().getByLabelText('Percent off'), '10');

    await user.type(dialog().getByLabelText('Code'), 'BAD0');
    await submitShowingFieldError(user, 'Create code', 'Code', `Letters A–Z and digits 2–9, 4 to 32 of them. Leave empty to generate one. ${offerMessages.codeFormatInvalid}`);
    await user.clear(dialog().getByLabelText('Code'));

    setWallTime(dialog().getByLabelText('Starts'), '2031-12-12T20:00');
    setWallTime(dialog().getByLabelText('Ends'), '2031-12-01T20:00');
    await user.click(dialog().getByRole('button', { name: 'Create code' }));
    expect(dialog().getByLabelText('Ends')).toHaveAccessibleDescription(new RegExp(offerMessages.codeDatesOrder));

    await user.selectOptions(dialog().getByLabelText('Kind'), 'Amount off');
    await user.type(dialog().getByLabelText('Amount off (USD)'), '2.505');
    await submitShowingFieldError(user, 'Create code', 'Amount off (USD)', `Dollars, such as 2.50 ${offerMessages.amountInvalid}`);
    expect(requestsTo('POST /api/admin/codes')).toHaveLength(0);
  });

  it("shows the server's refusal on the form, which stays open", async () => {
    const { user } = await openForm({ 'POST /api/admin/codes': () => jsonResponse({ error: offerMessages.codeTaken }, 409) });

    await user.type(dialog().getByLabelText('Code'), 'SPRING25');
    await user.type(dialog().getByLabelText('Percent off'), '25');
    await user.click(dialog().getByRole('button', { name: 'Create code' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(offerMessages.codeTaken);
    expect(dialog().getByLabelText('Code')).toHaveValue('SPRING25');
  });

  it('generates a batch of single-use codes, lists them and downloads them as CSV', async () => {
    const batch = ['K7M2', 'P9QX', 'TT4R'].map((code, index) => createAdminCode({ id: 30 + index, code, kind: 'amount', value: 2.5, max_redemptions: 1, batch_id: 'b7' }));
    const downloads = captureDownloads();
    const post = deferred<Response>();
    const { user, requestsTo } = await openForm({
      'POST /api/admin/codes': () => post.promise,
      'GET /api/admin/codes.csv': () => csvResponse('codes-b7.csv'),
    });

    await user.click(dialog().getByRole('radio', { name: 'A batch of single-use codes' }));
    expect(dialog().queryByLabelText('Code')).not.toBeInTheDocument();
    expect(dialog().queryByLabelText('Uses')).not.toBeInTheDocument();
    expect(dialog().queryByLabelText('Screener e-mail')).not.toBeInTheDocument();
    await submitShowingFieldError(user, 'Create codes', 'How many codes', `Generate 1 to 1000 codes, each usable once. You can download them as CSV. ${offerMessages.countInvalid}`);
    await user.type(dialog().getByLabelText('How many codes'), '3');
    await user.selectOptions(dialog().getByLabelText('Kind'), 'Amount off');
    await user.type(dialog().getByLabelText('Amount off (USD)'), '2.50');
    await user.click(dialog().getByRole('button', { name: 'Create codes' }));
    expect(dialog().getByRole('button', { name: 'Creating...' })).toBeDisabled();
    post.resolve(jsonResponse({ codes: batch }, 201));

    const result = await screen.findByRole('dialog', { name: '3 codes created' });
    expect(requestsTo('POST /api/admin/codes').map((request) => request.body)).toEqual([{ count: 3, kind: 'amount', value: '2.50' }]);
    expect(within(within(result).getByRole('list', { name: 'The new codes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['K7M2', 'P9QX', 'TT4R']);

    await user.click(within(result).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [csv] = requestsTo('GET /api/admin/codes.csv');
    expect(paramsOf(csv)).toEqual({ batch: 'b7' });
    expect(csv?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(downloads.saved[0]?.name).toBe('codes-b7.csv');

    await user.click(within(result).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AdminCodesPage: Redemptions', () => {
  const redemption = {
    payment_id: 70,
    user_id: 5,
    email: 'ada@example.com',
    title: 'Northbound',
    amount: 2.99,
    discount: 1,
    gift: true,
    created_at: '2031-07-04T12:00:00.000Z',
  };

  it("lists a code's payments: buyer, title, amount, discount, gift and date, after a loading state", async () => {
    const answer = deferred<Response>();
    const { user } = renderCodesPage({ 'GET /api/admin/codes': codesAnswer([spring]), 'GET /api/admin/codes/11/redemptions': () => answer.promise });
    await chooseRowAction(user, 'SPRING25', 'Redemptions SPRING25');

    const modal = within(screen.getByRole('dialog', { name: 'Redemptions of SPRING25' }));
    expect(modal.getByText('Loading redemptions...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ redemptions: [redemption, { ...redemption, payment_id: 71, email: 'grace@example.com', gift: false, discount: 0.5 }], plays: [] }));

    const table = await modal.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Buyer', 'Film or bundle', 'Paid', 'Discount', 'Gift', 'Date']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^ada@example\.comNorthbound\$2\.99−\$1\.00YesJul 4, 2031/);
    expect(rows[1]).toHaveTextContent(/^grace@example\.comNorthbound\$2\.99−\$0\.50No/);
    // Not a screener: no plays.
    expect(modal.queryByRole('heading', { name: 'Plays' })).not.toBeInTheDocument();
  });

  it("shows a screener's plays, and says when there are no payments or no plays yet", async () => {
    const screener = createAdminCode({ id: 12, code: 'PRESSKIT', kind: 'free', value: null, email: 'critic@paper.example' });
    let plays = [{ user_id: 9, email: 'critic@paper.example', movie_id: 3, title: 'Northbound', played_at: '2031-07-05T20:00:00.000Z' }];
    const { user } = renderCodesPage({
      'GET /api/admin/codes': codesAnswer([screener]),
      'GET /api/admin/codes/12/redemptions': () => jsonResponse({ redemptions: [], plays }),
    });
    await chooseRowAction(user, 'PRESSKIT', 'Redemptions PRESSKIT');

    const modal = within(screen.getByRole('dialog', { name: 'Redemptions of PRESSKIT' }));
    expect(await modal.findByText('Nobody has used this code yet.')).toBeInTheDocument();
    const table = modal.getByRole('table', { name: 'Plays' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^critic@paper\.exampleNorthbound/);

    await user.click(modal.getByRole('button', { name: 'Close' }));
    plays = [];
    await chooseRowAction(user, 'PRESSKIT', 'Redemptions PRESSKIT');
    expect(await within(screen.getByRole('dialog')).findByText('Not played yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load redemptions' with Try Again", async () => {
    const { user } = renderCodesPage({
      'GET /api/admin/codes': codesAnswer([spring]),
      'GET /api/admin/codes/11/redemptions': () => jsonResponse({ error: 'Internal server error' }, 500),
    });
    await chooseRowAction(user, 'SPRING25', 'Redemptions SPRING25');

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load redemptions' })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
