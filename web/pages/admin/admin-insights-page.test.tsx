import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SourcesInsight } from '../../../common/insights.ts';
import { captureDownloads, csvResponse } from '../../test/admin-business-test-data.ts';
import { adminMoviesBody } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { paramsOf, renderAdminScreen } from '../../test/render-admin-screen.tsx';
import { currentPath } from '../../test/render.tsx';
import { AdminInsightsPage } from './admin-insights-page.tsx';

// Noon in the studio's zone (America/Los_Angeles) on Nov 28, 2026: the presets end that day.
const NOW = new Date('2026-11-28T20:00:00.000Z');

const SOURCES: SourcesInsight = {
  period: { from: '2026-10-30', to: '2026-11-28' },
  sources: [
    { source: 'instagram', visits: 900, payments: 27, revenue: 107.73 },
    { source: 'direct', visits: 300, payments: 0, revenue: 0 },
    { source: 'private', visits: 0, payments: 2, revenue: 7.98 },
  ],
};

const SOURCES_PATH = 'GET /api/admin/insights/sources';
const CSV_PATH = 'GET /api/admin/insights/sources.csv';

const sourcesAnswer =
  (insight: SourcesInsight = SOURCES): FetchHandler =>
  (request) => {
    const { from, to } = paramsOf(request);
    return jsonResponse({ ...insight, period: { from: from ?? insight.period.from, to: to ?? insight.period.to } });
  };

function renderSourcesPage(answer: FetchHandler = sourcesAnswer(), path = '/admin/insights') {
  return renderAdminScreen(
    '/admin/insights',
    <AdminInsightsPage />,
    {
      [SOURCES_PATH]: answer,
      [CSV_PATH]: () => csvResponse('sources.csv', 'source,visits\r\ninstagram,900\r\n'),
      'GET /api/admin/movies': () => jsonResponse(adminMoviesBody([])),
    },
    path,
  );
}

const sourcesPanel = () => screen.getByRole('region', { name: 'Sources' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AdminInsightsPage', () => {
  it('shows every source of the catalogue with its visits, payments, conversion and revenue', async () => {
    const answer = deferred<Response>();
    const { requestsTo } = renderSourcesPage(() => answer.promise);
    expect(screen.getByRole('heading', { level: 1, name: 'Insight' })).toBeInTheDocument();
    expect(screen.getByText('Loading insight...').closest('[role="status"]')).toBeInTheDocument();
    expect(document.title).toBe('Insight · Admin · Ember Lane Studios');

    answer.resolve(jsonResponse(SOURCES));
    await screen.findByRole('heading', { level: 2, name: 'Sources' });
    const rows = within(within(sourcesPanel()).getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Source', 'Visits', 'Payments', 'Conversion', 'Revenue'],
      ['instagram', '900', '27', '3%', '$107.73'],
      ['Direct', '300', '0', '0%', '$0.00'],
      ['Private (GPC/DNT)', '0', '2', '—', '$7.98'],
    ]);
    expect(within(sourcesPanel()).getByText(/Global Privacy Control or Do Not Track/)).toBeInTheDocument();
    expect(paramsOf(requestsTo(SOURCES_PATH)[0])).toEqual({});
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-30');
    expect(screen.getByText('Oct 30, 2026 – Nov 28, 2026, days in the studio\'s time zone, both included')).toBeInTheDocument();
  });

  it('asks for the period the admin picks, kept in the URL, and downloads it as a CSV', async () => {
    const { saved } = captureDownloads();
    const { user, requestsTo } = renderSourcesPage();
    await screen.findByRole('heading', { level: 2, name: 'Sources' });

    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(paramsOf(requestsTo(SOURCES_PATH).at(-1))).toEqual({ from: '2026-08-31', to: '2026-11-28' }));
    expect(currentPath()).toBe('/admin/insights?from=2026-08-31&to=2026-11-28');

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await waitFor(() => expect(paramsOf(requestsTo(SOURCES_PATH).at(-1))).toEqual({ from: '2026-08-31', to: '2026-10-31' }));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(paramsOf(requestsTo(CSV_PATH)[0])).toEqual({ from: '2026-08-31', to: '2026-10-31' });
    expect(saved[0]?.name).toBe('sources.csv');
  });

  it('says so when no visitor came in the period', async () => {
    renderSourcesPage(sourcesAnswer({ ...SOURCES, sources: [] }));
    expect(await screen.findByRole('heading', { name: 'No visits in this period yet' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  });

  it('shows the failure with Try Again', async () => {
    let calls = 0;
    const { user } = renderSourcesPage(() => {
      calls += 1;
      return calls === 1 ? jsonResponse({ error: 'Internal server error' }, 500) : jsonResponse(SOURCES);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load insight' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
  });
});
