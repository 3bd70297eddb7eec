import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSearchResults } from '../../../../common/admin-search.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../../test/fetch-mock.ts';
import { currentPath } from '../../../test/render.tsx';
import { paramsOf, renderAdminScreen } from '../../../test/render-admin-screen.tsx';
import { AdminSearch } from './admin-search.tsx';

const found: AdminSearchResults = {
  customers: [
    { id: 12, name: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 13, name: 'Adam Smith', email: 'adam@example.com' },
  ],
  payments: [
    {
      id: 1042,
      reference: 'cs_live_a1',
      amount: 4.99,
      status: 'completed',
      customer_email: 'ada@example.com',
      movie_title: 'Northbound',
      created_at: '2025-07-04T10:00:00.000Z',
    },
  ],
  movies: [{ id: 3, title: 'Adagio', is_active: false, thumbnail: null }],
};

const nothing: AdminSearchResults = { customers: [], payments: [], movies: [] };

function renderSearch(answer: FetchHandler = () => jsonResponse(found)) {
  return renderAdminScreen('*', <AdminSearch />, { 'GET /api/admin/search': answer }, '/admin');
}

const combobox = () => screen.getByRole('combobox', { name: 'Search customers, payments and films' });
const dialogStatus = () => within(screen.getByRole('dialog')).getByRole('status');
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

async function openAndType(user: ReturnType<typeof renderSearch>['user'], text: string) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.type(combobox(), text);
}

describe('AdminSearch', () => {
  it('shows a search button with its shortcut, opening a dialog with the field focused', async () => {
    const { user } = renderSearch();
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveTextContent('Ctrl K');
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Find anything' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(dialogStatus()).toHaveTextContent('Type at least 2 characters, or a payment number.');
  });

  it('asks once the admin pauses, and groups what it found: customers, payments, films', async () => {
    const { user, requestsTo } = renderSearch();
    await openAndType(user, ' ad');

    const listbox = await screen.findByRole('listbox', { name: 'Results' });
    expect(requestsTo('GET /api/admin/search').map(paramsOf)).toEqual([{ q: 'ad' }]);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([2, 1, 1]);
    expect(within(listbox).getByRole('group', { name: 'Customers' })).toHaveTextContent('Ada Lovelace');
    expect(within(listbox).getByRole('group', { name: 'Payments' })).toHaveTextContent('#1042 · $4.99 · Completed');
    expect(within(listbox).getByRole('group', { name: 'Payments' })).toHaveTextContent('ada@example.com · Northbound · cs_live_a1');
    expect(within(listbox).getByRole('group', { name: 'Films' })).toHaveTextContent('AdagioInactive');
    expect(dialogStatus()).toHaveTextContent('4 results');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('sends one letter never, a one-digit payment number at once', async () => {
    const { user, requestsTo } = renderSearch();
    await openAndType(user, 'a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo('GET /api/admin/search')).toEqual([]);
    await user.clear(combobox());
    await user.type(combobox(), '7');
    await screen.findByRole('listbox');
    expect(requestsTo('GET /api/admin/search').map(paramsOf)).toEqual([{ q: '7' }]);
  });

  it('moves the active result with the arrow keys (round the ends) and opens it with Enter', async () => {
    const { user } = renderSearch();
    await openAndType(user, 'ad');
    await screen.findByRole('listbox');
    const active = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');

    expect(active()).toHaveTextContent('Ada Lovelace');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Adagio');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('#1042');
    expect(screen.getAllByRole('option', { selected: true })).toEqual([active()]);

    await user.keyboard('{Enter}');
    expect(currentPath()).toBe('/admin/payments?search=1042');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it.each([
    ['Adam Smith', '/admin/users?user=13'],
    ['Adagio', '/admin/movies?edit=3'],
  ])('opens %s on a click, at %s', async (name, path) => {
    const { user } = renderSearch();
    await openAndType(user, 'ad');
    await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
    expect(currentPath()).toBe(path);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it is searching, then that nothing was found', async () => {
    const answer = deferred<Response>();
    const { user } = renderSearch(() => answer.promise);
    await openAndType(user, 'zz top');
    expect(await screen.findByText('Searching...')).toBeInTheDocument();
    answer.resolve(jsonResponse(nothing));
    expect(await screen.findByText('No results for "zz top"')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('says when the search failed', async () => {
    const { user } = renderSearch(() => jsonResponse({}, 500));
    await openAndType(user, 'ad');
    expect(await screen.findByText('Search failed. Try again.')).toBeInTheDocument();
  });

  it('closes on Escape, giving the focus back', async () => {
    const { user } = renderSearch();
    await openAndType(user, 'ad');
    await screen.findByRole('listbox');
    expect(optionNames()).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['⌘K', '{Meta>}k{/Meta}'],
    ['/', '/'],
  ])('opens with %s from anywhere', async (_, keys) => {
    const { user } = renderSearch();
    await user.keyboard(keys);
    expect(screen.getByRole('dialog', { name: 'Find anything' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveValue('');
  });

  it("leaves '/' to a field being typed in", async () => {
    const { user } = renderAdminScreen(
      '*',
      <>
        <label>
          Note <input />
        </label>
        <AdminSearch />
      </>,
      {},
      '/admin',
    );
    await user.type(screen.getByLabelText('Note'), 'a/b');
    expect(screen.getByLabelText('Note')).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });
});
