import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../common/admin-audit.ts';
import { paginationOf } from '../../test/admin-business-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { currentPath } from '../../test/render.tsx';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { formatDay, formatTime } from '../../content/admin-lists.ts';
import { AdminAuditPage } from './admin-audit-page.tsx';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    created_at: '2025-07-04T10:30:00.000Z',
    actor_id: 7,
    actor_email: 'ada@studio.example',
    action: 'movie.deactivate',
    subject_kind: 'movie',
    subject_id: '12',
    changes: { is_active: { before: true, after: false } },
    ...overrides,
  };
}

const longDescription = 'A night train crosses the border while every passenger hides something from the others.';
const deactivated = entry();
const edited = entry({
  id: 2,
  action: 'movie.update',
  changes: { price: { before: 4.99, after: 5.99 }, description: { before: 'Short.', after: longDescription }, genres: { before: [], after: ['drama', 'noir'] }, credits: { before: null, after: [{ role: 'Director' }] } },
});
const refunded = entry({ id: 3, actor_id: null, actor_email: 'gone@studio.example', action: 'payment.refund', subject_kind: 'payment', subject_id: '1042', changes: { status: { before: 'completed', after: 'refunded' } } });
const sent = entry({ id: 4, action: 'newsletter.send', subject_kind: 'newsletter', subject_id: null, changes: { recipients: { before: null, after: 1200 } } });
const photo = entry({ id: 5, action: 'backstage_photo.delete', subject_kind: 'backstage_photo', subject_id: '88', changes: {} });

const logAnswer =
  (entries: AuditEntry[], total = entries.length): FetchHandler =>
  () =>
    jsonResponse({ entries, pagination: paginationOf(total) });

const actorsAnswer: FetchHandler = () =>
  jsonResponse({ actors: [{ id: 7, email: 'ada@studio.example' }, { id: 9, email: 'grace@studio.example' }] });

function renderAuditPage(handlers: Record<string, FetchHandler>, path = '/admin/audit') {
  return renderAdminScreen('/admin/audit', <AdminAuditPage />, { 'GET /api/admin/audit/actors': actorsAnswer, ...handlers }, path);
}

const rowOf = (name: RegExp) => screen.getByRole('row', { name });

describe('AdminAuditPage', () => {
  it('shows each entry: when, the admin, a readable action, the subject linked to its record, and the changes', async () => {
    const { requestsTo } = renderAuditPage({ 'GET /api/admin/audit': logAnswer([deactivated, edited, refunded, sent, photo], 42) });

    const first = await screen.findByRole('row', { name: /Movie deactivated/ });
    expect(within(first).getByText(formatDay(deactivated.created_at))).toBeInTheDocument();
    expect(within(first).getByText(formatTime(deactivated.created_at))).toBeInTheDocument();
    expect(within(first).getByText('ada@studio.example')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Movie #12' })).toHaveAttribute('href', '/admin/movies?edit=12');
    expect(within(first).getByText('is_active: true → false')).toBeInTheDocument();

    expect(within(rowOf(/Payment refunded/)).getByRole('link', { name: 'Payment #1042' })).toHaveAttribute('href', '/admin/payments?search=1042');
    expect(within(rowOf(/Payment refunded/)).getByText('gone@studio.example')).toBeInTheDocument();
    // A subject with no screen of its own, or none at all (a send to many), is plain text.
    expect(within(rowOf(/Backstage photo deleted/)).getByText('Backstage photo #88')).not.toHaveAttribute('href');
    expect(within(rowOf(/Backstage photo deleted/)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rowOf(/Newsletter sent/)).getByText('recipients: — → 1200')).toBeInTheDocument();
    expect(within(rowOf(/Newsletter sent/)).queryByRole('link')).not.toBeInTheDocument();

    expect(screen.getByText('Showing 1–20 of 42 entries')).toBeInTheDocument();
    expect(paramsOf(requestsTo('GET /api/admin/audit')[0])).toEqual({ page: '1', limit: '20' });
    expect(document.title).toBe('Audit log · Admin · Ember Lane Studios');
  });

  it('names the changes to codes and bundles, a bundle linked to its form', async () => {
    const codeMade = entry({ id: 6, action: 'code.create', subject_kind: 'code', subject_id: '11', changes: { code: { before: null, after: 'SPRING25' } } });
    const codeOff = entry({ id: 7, action: 'code.update', subject_kind: 'code', subject_id: '11', changes: { is_active: { before: true, after: false } } });
    const bundleMade = entry({ id: 8, action: 'bundle.create', subject_kind: 'bundle', subject_id: '2', changes: {} });
    const bundleEdited = entry({ id: 9, action: 'bundle.update', subject_kind: 'bundle', subject_id: '2', changes: { price: { before: 9.99, after: 12.5 } } });
    renderAuditPage({ 'GET /api/admin/audit': logAnswer([codeMade, codeOff, bundleMade, bundleEdited]) });

    expect(within(await screen.findByRole('row', { name: /Code created/ })).getByText('Code #11')).not.toHaveAttribute('href');
    expect(within(rowOf(/Code changed/)).getByText('is_active: true → false')).toBeInTheDocument();
    expect(within(rowOf(/Bundle added/)).getByRole('link', { name: 'Bundle #2' })).toHaveAttribute('href', '/admin/bundles?edit=2');
    expect(within(rowOf(/Bundle edited/)).getByText('price: 9.99 → 12.5')).toBeInTheDocument();
    const actions = within(screen.getByLabelText('Action')).getAllByRole('option').map((option) => option.textContent);
    expect(actions).toEqual(expect.arrayContaining(['Code created', 'Code changed', 'Bundle added', 'Bundle edited']));
  });

  it('cuts a long value, with the whole change in its tooltip; lists and empty values readable', async () => {
    renderAuditPage({ 'GET /api/admin/audit': logAnswer([edited]) });
    const row = await screen.findByRole('row', { name: /Movie edited/ });
    expect(within(row).getByText('price: 4.99 → 5.99')).not.toHaveAttribute('title');
    expect(within(row).getByText('genres: — → drama, noir')).toBeInTheDocument();
    expect(within(row).getByText('credits: — → [{"role":"Director"}]')).toBeInTheDocument();
    const description = within(row).getByText(/^description: Short\. → A night train/);
    expect(description.textContent).toBe('description: Short. → A night train crosses the border while e…');
    expect(description).toHaveAttribute('title', `description: Short. → ${longDescription}`);
  });

  it("says 'Loading audit log...' until the first page arrives", async () => {
    const answer = deferred<Response>();
    renderAuditPage({ 'GET /api/admin/audit': () => answer.promise });
    expect(await screen.findByText('Loading audit log...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ entries: [deactivated], pagination: paginationOf(1) }));
    expect(await screen.findByRole('row', { name: /Movie deactivated/ })).toBeInTheDocument();
  });

  it("shows 'No audit entries yet' when no admin has changed anything", async () => {
    renderAuditPage({ 'GET /api/admin/audit': logAnswer([]) });
    expect(await screen.findByRole('heading', { name: 'No audit entries yet' })).toBeInTheDocument();
  });

  it('says so when no entry matches the filters', async () => {
    renderAuditPage({ 'GET /api/admin/audit': logAnswer([]) }, '/admin/audit?action=cover.delete');
    expect(await screen.findByRole('heading', { name: 'No entries found' })).toBeInTheDocument();
  });

  it("shows 'Failed to load audit log' with Try Again", async () => {
    let answer: FetchHandler = () => jsonResponse({}, 500);
    const { user } = renderAuditPage({ 'GET /api/admin/audit': (request) => answer(request) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load audit log' })).toBeInTheDocument();
    answer = logAnswer([deactivated]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Movie deactivated/ })).toBeInTheDocument();
  });

  it('filters by action and by admin through the URL', async () => {
    const { user, requestsTo } = renderAuditPage({ 'GET /api/admin/audit': logAnswer([deactivated], 45) });
    await screen.findByRole('row', { name: /Movie deactivated/ });
    const lastQuery = () => paramsOf(requestsTo('GET /api/admin/audit').at(-1));

    const actions = within(screen.getByLabelText('Action')).getAllByRole('option').map((option) => option.textContent);
    expect(actions).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(actions.slice(0, 4)).toEqual(['All actions', 'Movie added', 'Movie edited', 'Movie deactivated']);
    await user.selectOptions(screen.getByLabelText('Action'), 'Payment refunded');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20', action: 'payment.refund' }));

    await waitFor(() => expect(within(screen.getByLabelText('Admin')).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Admin'), 'grace@studio.example');
    await waitFor(() => expect(lastQuery()).toEqual({ page: '1', limit: '20', action: 'payment.refund', actor: '9' }));
    expect(currentPath()).toBe('/admin/audit?action=payment.refund&actor=9');

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: '2', limit: '20', action: 'payment.refund', actor: '9' }));
  });

  it('reads the filters from the URL, an admin not among the loaded ones as its number', async () => {
    const { requestsTo } = renderAuditPage({ 'GET /api/admin/audit': logAnswer([deactivated]) }, '/admin/audit?action=movie.update&actor=31&page=2');
    await screen.findByRole('row', { name: /Movie deactivated/ });
    expect(paramsOf(requestsTo('GET /api/admin/audit')[0])).toEqual({ page: '2', limit: '20', action: 'movie.update', actor: '31' });
    expect(screen.getByLabelText('Action')).toHaveValue('movie.update');
    expect(screen.getByLabelText('Admin')).toHaveValue('31');
    expect(within(screen.getByLabelText('Admin')).getByRole('option', { name: '#31' })).toBeInTheDocument();
  });
});
