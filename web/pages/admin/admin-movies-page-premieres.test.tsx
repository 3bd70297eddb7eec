// The Movies screen's side of premieres and windows (docs/product.md#premieres-and-windows): the form's premiere,
// typed and shown in the studio's zone (not the browser's) and sent with the studio's offset, and its window to
// start; the list's premiere badge; "Extend waiting rentals" and the rental insight from a row's menu.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { premiereMessages } from '../../../common/messages/premieres.ts';
import { multipartOf, TEST_STUDIO_TIME_ZONE } from '../../test/admin-test-data.ts';
import { deferred, jsonResponse, type FetchHandler } from '../../test/fetch-mock.ts';
import { chooseRowAction } from '../../components/admin/row-actions/testing.ts';
import { card, dialog, editMovie, findMovie, installMoviesPageFakes, moviesAnswer, northbound, renderMoviesPage } from './admin-movies-page-test-helpers.tsx';

vi.mock('tus-js-client', async () => (await import('../../test/film-test-data.ts')).fakeTus.module);

let xhrs: ReturnType<typeof installMoviesPageFakes>;

beforeEach(() => {
  xhrs = installMoviesPageFakes();
});

const filmAnswer = () => jsonResponse({ film: null });
/** A datetime-local field takes a whole value at once (jsdom drops the half-typed ones). */
const setWallTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const sentText = () => new Map(multipartOf(xhrs.lastUpload().body).text);

describe('AdminMoviesPage: the premiere and the window to start', () => {
  it("adds a movie with a premiere typed in the studio's time, sent with the studio's offset, and a window", async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]) });
    await findMovie('Northbound');

    await user.click(screen.getByRole('button', { name: 'Add Movie' }));
    const form = within(dialog());
    const premiere = form.getByLabelText('Premiere');
    expect(premiere).toHaveAttribute('type', 'datetime-local');
    expect(premiere).toHaveAccessibleDescription(`Studio time (${TEST_STUDIO_TIME_ZONE}). Leave empty for none.`);
    const startWindow = form.getByLabelText('Window to start (days)');
    expect(startWindow).toHaveAttribute('min', '1');
    expect(startWindow).toHaveAttribute('max', '90');
    expect(startWindow).toHaveAccessibleDescription(/Days a renter has to press play.*Empty: the clock starts at payment/);

    await user.type(form.getByLabelText('Title *'), 'Salt Flats');
    await user.type(form.getByLabelText('Price (USD) *'), '4.99');
    // 8 PM on Dec 12 in Los Angeles is winter time there: -08:00, whatever the browser's own zone.
    setWallTime(premiere, '2026-12-12T20:00');
    await user.type(startWindow, '30');
    await user.click(form.getByRole('button', { name: 'Add Movie' }));

    const sent = sentText();
    expect(sent.get('premiere_at')).toBe('2026-12-12T20:00:00-08:00');
    expect(sent.get('start_window_days')).toBe('30');
  });

  it("shows a movie's premiere as the studio's wall time and window; emptied, both are sent '' to clear them", async () => {
    // 7:30 PM on July 4 in Los Angeles (summer time, -07:00); the answer names it in UTC, as any instant may be.
    const movie = { ...northbound(), premiere_at: '2026-07-05T02:30:00.000Z', premiere_time_zone: TEST_STUDIO_TIME_ZONE, start_window_days: 14 };
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([movie]), 'GET /api/admin/movies/3/film': filmAnswer });
    await findMovie('Northbound');

    await editMovie(user, 'Northbound');
    const form = within(dialog());
    expect(form.getByLabelText('Premiere')).toHaveValue('2026-07-04T19:30');
    expect(form.getByLabelText('Window to start (days)')).toHaveValue(14);

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(sentText().get('premiere_at')).toBe('2026-07-04T19:30:00-07:00');
    expect(sentText().get('start_window_days')).toBe('14');
    await xhrs.lastUpload().respond(400, { error: 'try again' });

    setWallTime(form.getByLabelText('Premiere'), '');
    await user.clear(form.getByLabelText('Window to start (days)'));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(sentText().get('premiere_at')).toBe('');
    expect(sentText().get('start_window_days')).toBe('');
  });

  it('refuses a window of 91 days with the server’s words, and sends nothing', async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]), 'GET /api/admin/movies/3/film': filmAnswer });
    await findMovie('Northbound');

    await editMovie(user, 'Northbound');
    const startWindow = within(dialog()).getByLabelText('Window to start (days)');
    await user.type(startWindow, '91');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(startWindow).toHaveAccessibleDescription(new RegExp(premiereMessages.startWindowInvalid));
    expect(xhrs.sent).toHaveLength(0);
  });

  it("shows the server's refusal of a premiere in the form's alert, as for any field", async () => {
    const { user } = renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([northbound()]), 'GET /api/admin/movies/3/film': filmAnswer });
    await findMovie('Northbound');

    await editMovie(user, 'Northbound');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));
    await xhrs.lastUpload().respond(400, { error: premiereMessages.premiereInvalid });

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(premiereMessages.premiereInvalid);
  });

  it("badges a film whose premiere is ahead with its day in the studio's zone, and not once it has passed", async () => {
    const ahead = { ...northbound(), premiere_at: '2099-12-13T04:00:00.000Z', premiere_time_zone: TEST_STUDIO_TIME_ZONE };
    const past = { ...northbound(), id: 4, title: 'Paper Lanterns', premiere_at: '2020-01-01T00:00:00.000Z', premiere_time_zone: TEST_STUDIO_TIME_ZONE };
    renderMoviesPage({ 'GET /api/admin/movies': moviesAnswer([ahead, past]) });
    await findMovie('Northbound');

    // 4 AM UTC on Dec 13 is 8 PM on Dec 12 in Los Angeles.
    expect(within(card('Northbound')).getByText('Premieres Dec 12')).toBeInTheDocument();
    expect(within(card('Paper Lanterns')).queryByText(/Premieres/)).not.toBeInTheDocument();
  });
});

describe('AdminMoviesPage: extending waiting rentals', () => {
  it("asks for the days (7 to start with), sends them, and says how many rentals were extended", async () => {
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'POST /api/admin/movies/3/extend-rentals': () => jsonResponse({ extended: 2 }),
    });
    await findMovie('Northbound');

    await chooseRowAction(user, 'Northbound', 'Extend waiting rentals Northbound');
    expect(dialog()).toHaveAccessibleName('Extend waiting rentals');
    expect(dialog()).toHaveAccessibleDescription(/“Northbound” still waiting for its first play/);
    const days = within(dialog()).getByLabelText('Days to add');
    expect(days).toHaveValue(7);
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog()).getByRole('button', { name: 'Extend' }));

    expect(await screen.findByText('Extended 2 rentals')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST /api/admin/movies/3/extend-rentals').map((request) => request.body)).toEqual([{ days: 10 }]);
  });

  it('refuses 0 days in the dialog with no call; a refusal of the server stays in the dialog; Cancel sends nothing', async () => {
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'POST /api/admin/movies/3/extend-rentals': () => jsonResponse({ error: 'Movie not found' }, 404),
    });
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Extend waiting rentals Northbound');
    const days = within(dialog()).getByLabelText('Days to add');

    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog()).getByRole('button', { name: 'Extend' }));
    expect(days).toHaveAccessibleDescription(premiereMessages.extendDaysInvalid);
    expect(requestsTo('POST /api/admin/movies/3/extend-rentals')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(dialog()).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Movie not found');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST /api/admin/movies/3/extend-rentals')).toHaveLength(1);
  });
});

describe('AdminMoviesPage: rental insight', () => {
  const insight = { preordered: 4, not_started: 3, watching: 2, expired: 1, median_seconds_to_first_play: 3 * 3600 + 20 * 60 };

  it('loads, then shows the rentals by state and the median time to first play', async () => {
    const answer = deferred<Response>();
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'GET /api/admin/movies/3/rental-insight': () => answer.promise,
    });
    await findMovie('Northbound');

    await chooseRowAction(user, 'Northbound', 'Rental insight Northbound');
    expect(dialog()).toHaveAccessibleName('Rental insight: Northbound');
    expect(within(dialog()).getByText('Loading rental insight...')).toBeInTheDocument();
    answer.resolve(jsonResponse({ insight }));

    const figure = async (term: string) => (await within(dialog()).findByText(term)).nextElementSibling;
    expect(await figure('Pre-orders')).toHaveTextContent('4');
    expect(await figure('Not started')).toHaveTextContent('3');
    expect(await figure('Watching')).toHaveTextContent('2');
    expect(await figure('Expired')).toHaveTextContent('1');
    expect(await figure('Median time to first play')).toHaveTextContent('3h 20m');

    await user.click(within(dialog()).getByRole('button', { name: 'Close rental insight' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says '—' for the median while nobody has pressed play", async () => {
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'GET /api/admin/movies/3/rental-insight': () => jsonResponse({ insight: { ...insight, median_seconds_to_first_play: null } }),
    });
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Rental insight Northbound');

    expect((await within(dialog()).findByText('Median time to first play')).nextElementSibling).toHaveTextContent('—');
  });

  it('says so when the film has no rentals yet', async () => {
    const none = { preordered: 0, not_started: 0, watching: 0, expired: 0, median_seconds_to_first_play: null };
    const { user } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'GET /api/admin/movies/3/rental-insight': () => jsonResponse({ insight: none }),
    });
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Rental insight Northbound');

    expect(await within(dialog()).findByRole('heading', { name: 'No rentals yet' })).toBeInTheDocument();
    expect(within(dialog()).queryByText('Pre-orders')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load rental insight' with Try Again, which reads it again", async () => {
    let answer: FetchHandler = () => new Response(null, { status: 500 });
    const { user, requestsTo } = renderMoviesPage({
      'GET /api/admin/movies': moviesAnswer([northbound()]),
      'GET /api/admin/movies/3/rental-insight': (request) => answer(request),
    });
    await findMovie('Northbound');
    await chooseRowAction(user, 'Northbound', 'Rental insight Northbound');

    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load rental insight' })).toBeInTheDocument();
    answer = () => jsonResponse({ insight });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(within(dialog()).getByText('Pre-orders')).toBeInTheDocument());
    expect(requestsTo('GET /api/admin/movies/3/rental-insight')).toHaveLength(2);
  });
});
