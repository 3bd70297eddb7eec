import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovieInsight } from '../../../common/insights.ts';
import { captureDownloads, csvResponse } from '../../test/admin-business-test-data.ts';
import { adminMoviesBody } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { currentPath } from '../../test/render.tsx';
import { openRowMenu } from '../../components/admin/row-actions/testing.ts';
import { AdminMovieInsightsPage } from './admin-movie-insights-page.tsx';
import { findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

// The Movies screen (which leads here) carries the film uploader.
vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

// Noon in the studio's zone (America/Los_Angeles) on Nov 28, 2026: the presets end that day.
const NOW = new Date('2026-11-28T20:00:00.000Z');

const INSIGHT: MovieInsight = {
  movie_id: 7,
  title: 'Northbound',
  period: { from: '2026-10-30', to: '2026-11-28' },
  funnel: { page_views: 1200, trailer_plays: 300, checkouts: 60, payments: 45, starts: 40, finishes: 10 },
  completion: { started: 40, p25: 32, p50: 24, p75: 16, p95: 10, minutes_watched: 2875 },
  sources: [
    { source: 'newsletter', visits: 400, payments: 30, revenue: 119.7 },
    { source: 'direct', visits: 700, payments: 14, revenue: 55.86 },
    { source: 'private', visits: 100, payments: 1, revenue: 3.99 },
  ],
  countries: [
    { country: 'FR', visits: 800, payments: 40, revenue: 159.6 },
    { country: '', visits: 400, payments: 5, revenue: 19.95 },
  ],
};

const EMPTY: MovieInsight = {
  ...INSIGHT,
  funnel: { page_views: 0, trailer_plays: 0, checkouts: 0, payments: 0, starts: 0, finishes: 0 },
  completion: { started: 0, p25: 0, p50: 0, p75: 0, p95: 0, minutes_watched: 0 },
  sources: [],
  countries: [],
};

const INSIGHT_PATH = 'GET /api/admin/insights/movies/7';

/** The answer for whatever period was asked: the days asked for, else the last 30. */
const insightAnswer =
  (insight: MovieInsight = INSIGHT): FetchHandler =>
  (request) => {
    const { from, to } = paramsOf(request);
    return jsonResponse({ ...insight, period: { from: from ?? insight.period.from, to: to ?? insight.period.to } });
  };

const CSV_PATH = 'GET /api/admin/insights/movies/7.csv';

const csvAnswer: FetchHandler = () => csvResponse('northbound-insight.csv', 'step,count\r\npage_views,1200\r\n');

function renderInsightPage(insight: FetchHandler = insightAnswer(), path = '/admin/movies/7/insights', csv = csvAnswer) {
  const handlers: Record<string, FetchHandler> = {
    [INSIGHT_PATH]: insight,
    [CSV_PATH]: csv,
    // The studio's time zone, which the presets count days in.
    'GET /api/admin/movies': () => jsonResponse(adminMoviesBody([])),
  };
  return renderAdminScreen('/admin/movies/:movieId/insights', <AdminMovieInsightsPage />, handlers, path);
}

const panel = (name: string) => screen.getByRole('region', { name });
const funnelStep = (name: string) =>
  within(panel('From visit to last scene'))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name))!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminMovieInsightsPage', () => {
  it('shows a loading status, then the film’s funnel with each step’s count and its share of the step before', async () => {
    const answer = deferred<Response>();
    const { requestsTo } = renderInsightPage(() => answer.promise);
    expect(screen.getByText('Loading insight...').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Movies/ })).toHaveAttribute('href', '/admin/movies');

    answer.resolve(jsonResponse(INSIGHT));
    expect(await screen.findByRole('heading', { level: 1, name: 'Insight: Northbound' })).toBeInTheDocument();
    expect(document.title).toBe('Insight: Northbound · Admin · Ember Lane Studios');
    // The last 30 days, the server's default: nothing asked, the days it used shown.
    expect(paramsOf(requestsTo(INSIGHT_PATH)[0])).toEqual({});
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-30');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-28');
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();

    const steps = within(panel('From visit to last scene')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Page views1,200Where the funnel starts',
      'Trailer plays30025% of page views',
      'Checkouts started6020% of trailer plays',
      'Paid4575% of checkouts started',
      'Started watching4089% of payments',
      'Finished1025% of rentals started',
    ]);
    expect(funnelStep('Paid').style.getPropertyValue('--share')).toBe(String(45 / 1200));
  });

  it('shows how far viewers watched, as a curve with its table, and the minutes watched', async () => {
    renderInsightPage();
    const completion = await screen.findByRole('region', { name: 'How far viewers watched' });
    expect(within(completion).getByText('Minutes watched').nextElementSibling).toHaveTextContent('2,875');
    // jsdom draws no canvas: the figures are the table.
    const table = within(completion).getByRole('table', { name: 'Share of starters who reached each point of the film' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Point in the film', 'Share of starters'],
      ['0%', '100%'],
      ['25%', '80%'],
      ['50%', '60%'],
      ['75%', '40%'],
      ['95%', '25%'],
    ]);
  });

  it('names each source and country, with visits, payments, conversion and revenue', async () => {
    renderInsightPage();
    await screen.findByRole('heading', { level: 1, name: 'Insight: Northbound' });
    const sources = within(panel('Where visitors came from')).getByRole('table', { name: 'Visits, payments and revenue by source' });
    const sourceRows = within(sources).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(sourceRows).toEqual([
      ['Source', 'Visits', 'Payments', 'Conversion', 'Revenue'],
      ['newsletter', '400', '30', '7.5%', '$119.70'],
      ['Direct', '700', '14', '2%', '$55.86'],
      ['Private (GPC/DNT)', '100', '1', '1%', '$3.99'],
    ]);
    expect(within(panel('Where visitors came from')).getByText(/Global Privacy Control or Do Not Track/)).toBeInTheDocument();

    const countries = within(panel('Countries')).getByRole('table', { name: 'Visits, payments and revenue by country' });
    expect(within(countries).getByRole('rowheader', { name: 'France' })).toBeInTheDocument();
    expect(within(countries).getByRole('rowheader', { name: 'Unknown' })).toBeInTheDocument();
  });

  it('says so when nothing happened in the period, and keeps the period picker', async () => {
    renderInsightPage(insightAnswer(EMPTY));
    expect(await screen.findByRole('heading', { name: 'No visits in this period yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From visit to last scene' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-30');
  });

  it('shows the server’s words when the film is unknown, with Try Again and the way back', async () => {
    const { user, requestsTo } = renderInsightPage(() => jsonResponse({ error: 'Movie not found' }, 404));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load insight' })).toBeInTheDocument();
    expect(within(alert).getByText('Movie not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Insight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Movies/ })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requestsTo(INSIGHT_PATH)).toHaveLength(2));
  });

  it('asks for the period the admin picks, kept in the URL', async () => {
    const { user, requestsTo } = renderInsightPage();
    await screen.findByRole('heading', { level: 1, name: 'Insight: Northbound' });
    const lastQuery = () => paramsOf(requestsTo(INSIGHT_PATH).at(-1));

    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last 12 months',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2026-11-22', to: '2026-11-28' }));
    expect(currentPath()).toBe('/admin/movies/7/insights?from=2026-11-22&to=2026-11-28');
    expect(await screen.findByLabelText('From')).toHaveValue('2026-11-22');
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Last 12 months' }));
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2025-11-29', to: '2026-11-28' }));

    // A day typed in: the other end stays as shown, and no preset is the period any more.
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-06-01');
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2026-06-01', to: '2026-11-28' }));
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);

    // The last 30 days are the server's default: the URL names no days again.
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/movies/7/insights'));
    expect(lastQuery()).toEqual({});
  });

  it('reads its period from the URL, and shows the server’s words for a bad one', async () => {
    const { requestsTo } = renderInsightPage(
      () => jsonResponse({ error: 'The start of the period must not be after its end' }, 400),
      '/admin/movies/7/insights?from=2026-11-20&to=2026-11-01',
    );
    expect(await screen.findByText('The start of the period must not be after its end')).toBeInTheDocument();
    expect(paramsOf(requestsTo(INSIGHT_PATH)[0])).toEqual({ from: '2026-11-20', to: '2026-11-01' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
  });

  it('downloads the period on show as a CSV, with the session token', async () => {
    const { saved } = captureDownloads();
    const { user, requestsTo } = renderInsightPage(insightAnswer(), '/admin/movies/7/insights?from=2026-11-01&to=2026-11-28');
    await screen.findByRole('heading', { level: 1, name: 'Insight: Northbound' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [request] = requestsTo(CSV_PATH);
    expect(request?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(paramsOf(request)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(saved[0]?.name).toBe('northbound-insight.csv');
  });

  it('says so when the CSV cannot be downloaded', async () => {
    const { saved } = captureDownloads();
    const { user } = renderInsightPage(insightAnswer(), undefined, () => jsonResponse({ error: 'Internal server error' }, 500));
    await screen.findByRole('heading', { level: 1, name: 'Insight: Northbound' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });
});

describe('AdminMoviesPage: the way to a film’s insight', () => {
  it('offers Insight in each film’s row menu, leading to its insight screen', async () => {
    installMoviesPageFakes();
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) });
    await findMovie('Northbound');
    const menu = await openRowMenu(user, 'Northbound');
    expect(within(menu).getByRole('menuitem', { name: 'Insight' })).toHaveAttribute('href', '/admin/movies/3/insights');
  });
});
