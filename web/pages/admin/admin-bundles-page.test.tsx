import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerMessages } from '../../../common/messages/offers.ts';
import type { AdminBundle } from '../../../common/admin-offers.ts';
import { createAdminBundle } from '../../test/admin-business-test-data.ts';
import { adminMoviesBody, createAdminMovie } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { currentPath } from '../../test/render.tsx';
import { MOBILE_MEDIA_QUERY } from '../../hooks/media-queries.ts';
import { chooseRowAction } from '../../components/admin/row-actions/testing.ts';
import { AdminBundlesPage } from './admin-bundles-page.tsx';

const CATALOGUE = [
  createAdminMovie({ id: 3, title: 'Northbound' }),
  createAdminMovie({ id: 4, title: 'Paper Lanterns' }),
  createAdminMovie({ id: 5, title: 'Salt Flats' }),
];
const trilogy = createAdminBundle();
const shorts = createAdminBundle({ id: 3, title: 'Shorts', movie_ids: [5, 3, 99], price: 0, payments: 0, revenue: 0, is_active: false });

const bundlesAnswer = (bundles: AdminBundle[]): FetchHandler => () => jsonResponse({ bundles });

function renderBundlesPage(handlers: Record<string, FetchHandler>, path = '/admin/bundles') {
  return renderAdminScreen('/admin/bundles', <AdminBundlesPage />, { 'GET /api/admin/movies': () => jsonResponse(adminMoviesBody(CATALOGUE)), ...handlers }, path);
}

const findBundle = (title: string) => screen.findByRole('row', { name: new RegExp(`^${title}`) });
const dialog = () => within(screen.getByRole('dialog'));
const filmSelect = (position: number) => within(dialog().getByRole('group', { name: `Film ${position}` })).getByLabelText('Film');

describe('AdminBundlesPage', () => {
  it('shows each bundle: its title, films, price, payments, revenue and status', async () => {
    renderBundlesPage({ 'GET /api/admin/bundles': bundlesAnswer([trilogy, shorts]) });

    const row = await findBundle('The Night Trilogy');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2 filmsNorthbound, Paper Lanterns', '$9.99', '4', '$39.96', 'Active', expect.any(String)]);
    const other = screen.getByRole('row', { name: /^Shorts/ });
    // A film the catalogue no longer lists shows by its number.
    expect(within(other).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 5)).toEqual(['3 filmsSalt Flats, Northbound, Film #99', 'Free', '0', '$0.00', 'Inactive']);
    expect(screen.getByText('Showing 1–2 of 2 bundles')).toBeInTheDocument();
    expect(document.title).toBe('Bundles · Admin · Ember Lane Studios');
  });

  it("says 'Loading bundles...', then 'No bundles yet'; 'Failed to load bundles' when the list cannot be read", async () => {
    const answer = deferred<Response>();
    const { unmount } = renderBundlesPage({ 'GET /api/admin/bundles': () => answer.promise });
    expect(await screen.findByText('Loading bundles...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ bundles: [] }));
    expect(await screen.findByRole('heading', { name: 'No bundles yet' })).toBeInTheDocument();
    unmount();

    renderBundlesPage({ 'GET /api/admin/bundles': () => jsonResponse({ error: 'Internal server error' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load bundles' })).toBeInTheDocument();
  });

  it('adds a bundle: its films chosen and put in order, its price in dollars, POSTed as the server reads it', async () => {
    const saved = createAdminBundle({ id: 9, title: 'Road Movies' });
    const { user, requestsTo } = renderBundlesPage({
      'GET /api/admin/bundles': bundlesAnswer([trilogy]),
      'POST /api/admin/bundles': () => jsonResponse({ bundle: saved }, 201),
    });
    await findBundle('The Night Trilogy');

    await user.click(screen.getByRole('button', { name: 'New bundle' }));
    expect(screen.getByRole('dialog', { name: 'New bundle' })).toBeInTheDocument();
    expect(dialog().getByLabelText('Active')).toBeChecked();
    await user.type(dialog().getByLabelText('Title *'), 'Road Movies');
    await user.type(dialog().getByLabelText('Description'), 'Two roads, one film each.');
    await user.selectOptions(filmSelect(1), 'Paper Lanterns');
    await user.selectOptions(filmSelect(2), 'Salt Flats');
    await user.click(dialog().getByRole('button', { name: 'Add film' }));
    await user.selectOptions(filmSelect(3), 'Northbound');
    await user.click(dialog().getByRole('button', { name: 'Move film 3 up' }));
    await user.click(dialog().getByRole('button', { name: 'Move film 2 up' }));
    await user.type(dialog().getByLabelText('Price (USD) *'), '12.50');
    await user.click(dialog().getByRole('button', { name: 'Add bundle' }));

    expect(await screen.findByText('Bundle added')).toBeInTheDocument();
    expect(requestsTo('POST /api/admin/bundles').map((request) => request.body)).toEqual([
      { title: 'Road Movies', description: 'Two roads, one film each.', movie_ids: [3, 4, 5], price: '12.50', is_active: true },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo('GET /api/admin/bundles')).toHaveLength(2));
  });

  it("refuses a bundle of fewer than two different films or without a price, in the server's words, and sends nothing", async () => {
    const { user, requestsTo } = renderBundlesPage({ 'GET /api/admin/bundles': bundlesAnswer([]) });
    await screen.findByRole('heading', { name: 'No bundles yet' });

    await user.click(screen.getByRole('button', { name: 'New bundle' }));
    await user.selectOptions(filmSelect(1), 'Northbound');
    await user.selectOptions(filmSelect(2), 'Northbound');
    await user.click(dialog().getByRole('button', { name: 'Add bundle' }));

    expect(dialog().getByLabelText('Title *')).toHaveAccessibleDescription(offerMessages.bundleTitleRequired);
    expect(dialog().getByLabelText('Title *')).toHaveFocus();
    expect(dialog().getByRole('group', { name: 'Films *' })).toHaveAccessibleDescription(`At least two different films, in the order the bundle’s page lists them. ${offerMessages.bundleMoviesInvalid}`);
    expect(dialog().getByLabelText('Price (USD) *')).toHaveAccessibleDescription(`The whole bundle; 0 makes it free ${offerMessages.bundlePriceInvalid}`);
    expect(requestsTo('POST /api/admin/bundles')).toHaveLength(0);
  });

  it("edits a bundle from its row (and its link), PUTs it whole, and shows the server's refusal on the form", async () => {
    let answer = jsonResponse({ error: offerMessages.bundleMovieMissing }, 400);
    const { user, requestsTo } = renderBundlesPage({
      'GET /api/admin/bundles': bundlesAnswer([trilogy]),
      'PUT /api/admin/bundles/2': () => answer,
    });
    await findBundle('The Night Trilogy');

    await chooseRowAction(user, 'The Night Trilogy', 'Edit The Night Trilogy');
    expect(currentPath()).toBe('/admin/bundles?edit=2');
    expect(screen.getByRole('dialog', { name: 'Edit bundle' })).toBeInTheDocument();
    expect(dialog().getByLabelText('Title *')).toHaveValue('The Night Trilogy');
    expect(filmSelect(1)).toHaveValue('3');
    expect(filmSelect(2)).toHaveValue('4');
    expect(dialog().getByLabelText('Price (USD) *')).toHaveValue(9.99);

    await user.click(dialog().getByRole('button', { name: 'Remove film 1' }));
    await user.click(dialog().getByRole('button', { name: 'Add film' }));
    await user.selectOptions(filmSelect(2), 'Salt Flats');
    await user.click(dialog().getByLabelText('Active'));
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(offerMessages.bundleMovieMissing);

    answer = jsonResponse({ bundle: { ...trilogy, movie_ids: [4, 5], is_active: false } });
    await user.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bundle updated')).toBeInTheDocument();
    const body = { title: 'The Night Trilogy', description: 'Three films after dark.', movie_ids: [4, 5], price: '9.99', is_active: false };
    expect(requestsTo('PUT /api/admin/bundles/2').map((request) => request.body)).toEqual([body, body]);
    expect(currentPath()).toBe('/admin/bundles');
  });

  it('shows each bundle as a card on a phone, with Edit', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const { user } = renderBundlesPage({ 'GET /api/admin/bundles': bundlesAnswer([trilogy]) });

    const card = within(await screen.findByRole('article', { name: 'The Night Trilogy' }));
    expect(card.getByText('$9.99')).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Payments').nextElementSibling).toHaveTextContent('4');
    await user.click(card.getByRole('button', { name: 'Edit The Night Trilogy' }));
    expect(screen.getByRole('dialog', { name: 'Edit bundle' })).toBeInTheDocument();
  });
});
