import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFilm } from '../../../../common/films.ts';
import { FILM_CHUNK_BYTES, FILM_RETRY_DELAYS, filmUploadFingerprint } from '../../../api/admin/film-upload.ts';
import { emptyResponse, jsonResponse, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../../test/render.tsx';
import { multipartOf } from '../testing/admin-test-data.ts';
import { FilmSection } from './film-section.tsx';
import { createAdminFilm, fakeTus, filmFile } from './film-test-data.ts';

vi.mock('tus-js-client', async () => (await import('./film-test-data.ts')).fakeTus.module);

const GB = 1024 ** 3;

// Uploads live outside React (one per movie, surviving the form), so every test takes a movie of its own.
let nextMovieId = 300;

beforeEach(() => {
  fakeTus.reset();
});

function renderSection(film: AdminFilm | null, handlers: Record<string, FetchHandler> = {}) {
  const movieId = nextMovieId++;
  const state = { film };
  const fetch = mockFetch({
    [`GET /api/admin/movies/${movieId}/film`]: () => jsonResponse({ film: state.film }),
    ...Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [key.replace(':id', String(movieId)), handler])),
  });
  const onReady = vi.fn();
  const rendered = renderWithQueryClient(<FilmSection movieId={movieId} onReady={onReady} />);
  return { ...rendered, ...fetch, movieId, state, onReady, filmPath: `/api/admin/movies/${movieId}/film` };
}

const section = () => screen.getByRole('region', { name: 'Film' });
const picker = () => screen.getByLabelText('Film file');

/** Picks a file and waits until tus-js-client was asked to start it. */
async function pickFilm(user: ReturnType<typeof userEvent.setup>, file = filmFile()) {
  const before = fakeTus.uploads.length;
  await user.upload(picker(), file);
  await waitFor(() => expect(fakeTus.uploads.length).toBe(before + 1));
  const upload = fakeTus.last();
  await waitFor(() => expect(upload.starts).toBe(1));
  return upload;
}

describe('FilmSection: what each state shows', () => {
  it('offers the drop zone when the movie has no film, with no captions yet', async () => {
    renderSection(null);

    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', expect.stringContaining('.mkv'));
    expect(within(section()).getByText(/Save Changes does not wait for it/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it("shows a queued film as 'Waiting to be packaged', and that the current version keeps playing", async () => {
    renderSection(createAdminFilm({ status: 'queued', progress: 0, is_playable: true }));

    expect(await screen.findByText('Waiting to be packaged')).toBeInTheDocument();
    expect(within(section()).getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('The current version keeps playing until the new one is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  });

  it("shows a processing film as 'Processing 42%' with its progress bar", async () => {
    renderSection(createAdminFilm({ status: 'processing', progress: 42, is_playable: false }));

    expect(await screen.findByText('Processing 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Packaging progress' })).toHaveAttribute('value', '42');
    expect(screen.queryByText(/keeps playing/)).not.toBeInTheDocument();
  });

  it('shows a ready film: running time, the ladder, the source, Replace file and Remove film', async () => {
    renderSection(createAdminFilm());

    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('1:36:05')).toBeInTheDocument();
    expect(screen.getByText('360p · 720p · 1080p')).toBeInTheDocument();
    expect(screen.getByText('northbound-final.mov · 4.00 GB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove film' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Captions' })).toHaveTextContent('No captions yet.');
  });

  it("shows a failed film with ffmpeg's reason in a scroll box, Retry and Replace file", async () => {
    const reason = '[mov,mp4,m4a] moov atom not found\nfeature.mp4: Invalid data found when processing input';
    renderSection(createAdminFilm({ status: 'failed', error: reason, is_playable: false, renditions: [], duration_seconds: null }));

    expect(await screen.findByText('Packaging failed')).toBeInTheDocument();
    const box = screen.getByLabelText('Packaging failed');
    expect(box.tagName).toBe('PRE');
    expect(box.textContent).toBe(reason);
    expect(within(section()).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeInTheDocument();
  });

  it("says 'Failed to load the film' with the server's reason and Try Again", async () => {
    const movieId = nextMovieId++;
    let answer: FetchHandler = () => jsonResponse({ error: 'Admin access required' }, 403);
    mockFetch({ [`GET /api/admin/movies/${movieId}/film`]: (request) => answer(request) });
    const { user } = renderWithQueryClient(<FilmSection movieId={movieId} />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load the film' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Admin access required');

    answer = () => jsonResponse({ film: null });
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
  });
});

describe('FilmSection: packaging', () => {
  it('reads the film again every 2 s while it is queued or processing, and stops once it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, requestsTo, filmPath, onReady } = renderSection(createAdminFilm({ status: 'queued', progress: 0, is_playable: false }));
    await screen.findByText('Waiting to be packaged');

    state.film = createAdminFilm({ status: 'processing', progress: 42, is_playable: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Processing 42%')).toBeInTheDocument();

    state.film = createAdminFilm({ duration_seconds: 5400 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('1:30:00')).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledWith(state.film);
    const reads = requestsTo(`GET ${filmPath}`).length;
    expect(reads).toBe(3);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(requestsTo(`GET ${filmPath}`)).toHaveLength(reads);
  });

  it('retries a failed film: POST …/film/retry, then it is queued again', async () => {
    const { user, requestsTo, filmPath } = renderSection(createAdminFilm({ status: 'failed', error: 'boom', is_playable: false }), {
      'POST /api/admin/movies/:id/film/retry': () =>
        jsonResponse({ film: createAdminFilm({ status: 'queued', progress: 0, is_playable: false }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Waiting to be packaged')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Packaging started again');
    expect(requestsTo(`POST ${filmPath}/retry`)).toHaveLength(1);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it("shows a refused retry's reason", async () => {
    const { user } = renderSection(createAdminFilm({ status: 'failed', error: 'boom', is_playable: false }), {
      'POST /api/admin/movies/:id/film/retry': () =>
        jsonResponse({ error: 'Only a film whose packaging failed can be packaged again' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only a film whose packaging failed can be packaged again');
  });

  it('removes the film after a confirmation: DELETE …/film, then the drop zone is back', async () => {
    const { user, requestsTo, filmPath, state } = renderSection(createAdminFilm(), {
      'DELETE /api/admin/movies/:id/film': () => {
        state.film = null;
        return emptyResponse(204);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove film' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this film?' });
    expect(requestsTo(`DELETE ${filmPath}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Film' }));

    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Film removed');
    expect(requestsTo(`DELETE ${filmPath}`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Captions' })).not.toBeInTheDocument();
  });

  it('keeps the film when the removal fails, saying why in the dialog', async () => {
    const { user } = renderSection(createAdminFilm(), {
      'DELETE /api/admin/movies/:id/film': () => new Response(null, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove film' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove Film' }));

    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Failed to remove the film');
    expect(screen.getByText('1:36:05')).toBeInTheDocument();
  });
});

describe('FilmSection: uploading', () => {
  it('sends the file with tus: 64 MB chunks, retries, resumable, the movie in the metadata, the session on each request', async () => {
    localStorage.setItem('token', 'admin-token');
    const { user, movieId } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');

    const upload = await pickFilm(user);

    expect(upload.options.endpoint).toBe(`${window.location.origin}/api/admin/films/uploads`);
    expect(upload.options).toMatchObject({
      chunkSize: FILM_CHUNK_BYTES,
      retryDelays: FILM_RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { movieId: String(movieId), filename: 'feature.mp4', filetype: 'video/mp4' },
    });
    expect(FILM_CHUNK_BYTES).toBe(64 * 1024 * 1024);
    expect(FILM_RETRY_DELAYS).toEqual([0, 1000, 3000, 5000, 10000]);
    const headers = new Map<string, string>();
    upload.options.onBeforeRequest({ setHeader: (name, value) => headers.set(name, value) });
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    // The same file for another movie is another upload.
    expect(filmUploadFingerprint(movieId, upload.file)).not.toBe(filmUploadFingerprint(movieId + 1, upload.file));
  });

  it('shows progress, bytes, speed and time left; pauses, resumes, and once sent polls the packaging', async () => {
    const { user, state } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');
    const upload = await pickFilm(user);
    expect(screen.getByText('Uploading feature.mp4')).toBeInTheDocument();
    expect(screen.getByText(/Choose the same file to resume/)).toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    upload.progress(1 * GB);
    vi.setSystemTime(1_004_000);
    upload.progress(2 * GB);
    vi.useRealTimers();

    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    // 1 GB in 4 s: 256 MB/s, and 2 GB left take 8 s.
    expect(screen.getByText('2.00 GB of 4.00 GB · 256.0 MB/s · about 8 s left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(upload.aborts).toEqual([false]);
    expect(screen.getByText('Paused: feature.mp4')).toBeInTheDocument();
    expect(screen.getByText('2.00 GB of 4.00 GB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(upload.starts).toBe(2);
    upload.progress(4 * GB - 1);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '99');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    state.film = createAdminFilm({ status: 'queued', progress: 0, is_playable: false, source_name: 'feature.mp4' });
    await upload.succeed();
    expect(await screen.findByText('Waiting to be packaged')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(fakeTus.stored).toEqual([]);

    state.film = createAdminFilm({ status: 'processing', progress: 42, is_playable: false });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('Processing 42%')).toBeInTheDocument();
  });

  it("shows the tus server's refusal as the message, and lets the admin choose another file", async () => {
    const { user } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');
    const upload = await pickFilm(user, filmFile('notes.mkv', 'video/x-matroska'));
    upload.progress(64 * 1024 * 1024);

    upload.fail(415, { error: 'Films must be MP4, MOV, MKV or WebM files' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Films must be MP4, MOV, MKV or WebM files');
    expect(screen.getByText('Upload stopped: notes.mkv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    // The server deleted the refused upload itself: it is only forgotten here, so nothing offers to resume it.
    expect(upload.aborts).toEqual([false]);
    expect(fakeTus.terminated).toEqual([]);
    expect(fakeTus.stored).toEqual([]);
  });

  it('says when the film is over the limit (413), and offers Try again after a dropped connection', async () => {
    const { user } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');
    const tooLarge = await pickFilm(user);
    tooLarge.fail(413, { error: 'The film must be 20 GB or smaller' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The film must be 20 GB or smaller');
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));

    const cut = await pickFilm(user, filmFile('smaller.mp4', 'video/mp4', 2 * GB));
    cut.progress(GB);
    cut.fail(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('The film upload failed. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(cut.starts).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Uploading smaller.mp4')).toBeInTheDocument();
  });

  it('cancels an upload: tus deletes what the server has, and the drop zone is back', async () => {
    const { user } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');
    const upload = await pickFilm(user);
    upload.progress(GB);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Drop the film here or choose a file')).toBeInTheDocument();
    expect(upload.aborts).toEqual([true]);
    expect(fakeTus.terminated).toEqual([upload.url]);
    expect(fakeTus.stored).toEqual([]);
  });

  it('after a reload, names the interrupted upload and resumes it when the same file is chosen', async () => {
    const file = filmFile();
    const { user, movieId } = renderSection(null);
    fakeTus.stored.push({
      fingerprint: filmUploadFingerprint(movieId, file),
      size: file.size,
      metadata: { movieId: String(movieId), filename: 'feature.mp4', filetype: 'video/mp4' },
      creationTime: new Date(Date.now() - 60_000).toString(),
      urlStorageKey: 'tus::earlier::1',
      uploadUrl: 'http://localhost/api/admin/films/uploads/earlier',
      parallelUploadUrls: null,
    });

    expect(
      await screen.findByText('An upload of “feature.mp4” (4.00 GB) was interrupted. Choose the same file to resume.'),
    ).toBeInTheDocument();
    const upload = await pickFilm(user, file);

    expect(upload.resumedFrom?.urlStorageKey).toBe('tus::earlier::1');
    expect(upload.url).toBe('http://localhost/api/admin/films/uploads/earlier');
    expect(screen.getByText('Resuming feature.mp4')).toBeInTheDocument();
    expect(fakeTus.terminated).toEqual([]);
  });

  it("offers a replacement a reload stopped at once, and 'Keep the current file' discards it", async () => {
    const file = filmFile('director-cut.mp4');
    const { user, movieId } = renderSection(createAdminFilm());
    fakeTus.stored.push({
      fingerprint: filmUploadFingerprint(movieId, file),
      size: file.size,
      metadata: { movieId: String(movieId), filename: 'director-cut.mp4', filetype: 'video/mp4' },
      creationTime: new Date().toString(),
      urlStorageKey: 'tus::cut::1',
      uploadUrl: 'http://localhost/api/admin/films/uploads/cut',
      parallelUploadUrls: null,
    });

    expect(await screen.findByText(/An upload of “director-cut\.mp4” \(4\.00 GB\) was interrupted/)).toBeInTheDocument();
    expect(screen.getByText('1:36:05')).toBeInTheDocument();
    expect(screen.getByText('The current version keeps playing until the new one is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove film' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep the current file' }));

    expect(await screen.findByRole('button', { name: 'Remove film' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Film file')).not.toBeInTheDocument();
    await waitFor(() => expect(fakeTus.stored).toEqual([]));
    expect(fakeTus.terminated).toEqual(['http://localhost/api/admin/films/uploads/cut']);
  });

  it('discards an interrupted upload when another file is chosen instead', async () => {
    const { user, movieId } = renderSection(null);
    fakeTus.stored.push({
      fingerprint: filmUploadFingerprint(movieId, filmFile('old-cut.mp4')),
      size: 3 * GB,
      metadata: { movieId: String(movieId), filename: 'old-cut.mp4', filetype: 'video/mp4' },
      creationTime: new Date().toString(),
      urlStorageKey: 'tus::old::1',
      uploadUrl: 'http://localhost/api/admin/films/uploads/old',
      parallelUploadUrls: null,
    });
    await screen.findByText(/An upload of “old-cut\.mp4”/);

    const upload = await pickFilm(user, filmFile('final-cut.mp4'));

    expect(upload.resumedFrom).toBeNull();
    expect(fakeTus.terminated).toEqual(['http://localhost/api/admin/films/uploads/old']);
    await waitFor(() => expect(fakeTus.stored.map((item) => item.metadata.filename)).toEqual(['final-cut.mp4']));
  });

  it('refuses an obviously wrong file without sending anything', async () => {
    renderSection(null);
    await screen.findByText('Drop the film here or choose a file');

    await userEvent.setup({ applyAccept: false }).upload(picker(), new File(['png'], 'poster.png', { type: 'image/png' }));

    expect(await screen.findByText('Films must be MP4, MOV, MKV or WebM files')).toBeInTheDocument();
    expect(fakeTus.uploads).toHaveLength(0);
  });

  it('replaces a playing film: the drop zone says the current version keeps playing, and can be left', async () => {
    const { user } = renderSection(createAdminFilm());
    await user.click(await screen.findByRole('button', { name: 'Replace file' }));

    expect(picker()).toBeInTheDocument();
    expect(screen.getByText('The current version keeps playing until the new one is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove film' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep the current file' }));
    expect(screen.queryByLabelText('Film file')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove film' })).toBeInTheDocument();
  });

  it('keeps an upload going when the form closes, and shows it again when it reopens', async () => {
    const { user, movieId, unmount } = renderSection(null);
    await screen.findByText('Drop the film here or choose a file');
    const upload = await pickFilm(user);
    upload.progress(GB);
    unmount();

    upload.progress(2 * GB);
    mockFetch({ [`GET /api/admin/movies/${movieId}/film`]: () => jsonResponse({ film: null }) });
    renderWithQueryClient(<FilmSection movieId={movieId} />);

    expect(await screen.findByText('Uploading feature.mp4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(upload.aborts).toEqual([]);
  });
});

describe('FilmSection: captions', () => {
  it('lists the captions and deletes one after a confirmation', async () => {
    const captions = [
      { language: 'en', label: 'English' },
      { language: 'pt-BR', label: 'Português (Brasil)' },
    ];
    const { user, requestsTo, movieId } = renderSection(createAdminFilm({ captions }), {
      'DELETE /api/admin/movies/:id/captions/pt-BR': () => jsonResponse({ film: createAdminFilm({ captions: [captions[0]!] }) }),
    });
    const list = await screen.findByRole('list', { name: 'Captions' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('English(en)'),
      expect.stringContaining('Português (Brasil)(pt-BR)'),
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete captions: Português (Brasil)' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete these captions?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Captions' }));

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requestsTo(`DELETE /api/admin/movies/${movieId}/captions/pt-BR`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("checks the fields with the server's rules, then uploads the file with its language and label", async () => {
    const { user, requestsTo, movieId } = renderSection(createAdminFilm(), {
      'POST /api/admin/movies/:id/captions': () =>
        jsonResponse({ film: createAdminFilm({ captions: [{ language: 'fr', label: 'Français' }] }) }),
    });
    const captions = await screen.findByRole('region', { name: 'Captions' });
    const add = within(captions).getByRole('button', { name: 'Add captions' });

    await user.type(within(captions).getByLabelText('Language code'), 'French');
    await user.click(add);

    expect(within(captions).getByLabelText('Caption file')).toHaveAccessibleDescription('Please choose a .vtt or .srt file');
    expect(within(captions).getByLabelText('Language code')).toHaveAccessibleDescription(
      'Language must be a language code such as en, fr or pt-BR',
    );
    expect(within(captions).getByLabelText('Label')).toHaveAccessibleDescription('Label must be 1 to 40 characters');
    expect(within(captions).getByLabelText('Caption file')).toHaveFocus();
    expect(requestsTo(`POST /api/admin/movies/${movieId}/captions`)).toHaveLength(0);

    const file = new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour'], 'fr.vtt', { type: 'text/vtt' });
    await user.upload(within(captions).getByLabelText('Caption file'), file);
    await user.clear(within(captions).getByLabelText('Language code'));
    await user.type(within(captions).getByLabelText('Language code'), 'fr');
    await user.type(within(captions).getByLabelText('Label'), 'Français');
    await user.click(add);

    const list = await within(captions).findByRole('list', { name: 'Captions' });
    expect(list).toHaveTextContent('Français(fr)');
    const [request] = requestsTo(`POST /api/admin/movies/${movieId}/captions`);
    const { text, files } = multipartOf(request!.body as FormData);
    expect(text).toEqual([
      ['language', 'fr'],
      ['label', 'Français'],
    ]);
    expect(files).toEqual({ file });
    expect(within(captions).getByLabelText('Language code')).toHaveValue('');
  });

  it("refuses a caption file of another kind in the browser, and shows the server's refusal", async () => {
    const { user } = renderSection(createAdminFilm(), {
      'POST /api/admin/movies/:id/captions': () =>
        jsonResponse({ error: 'This caption file could not be read as WebVTT or SubRip' }, 400),
    });
    const captions = await screen.findByRole('region', { name: 'Captions' });
    await user.type(within(captions).getByLabelText('Language code'), 'en');
    await user.type(within(captions).getByLabelText('Label'), 'English');

    const text = new File(['x'], 'subs.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(within(captions).getByLabelText('Caption file'), text);
    await user.click(within(captions).getByRole('button', { name: 'Add captions' }));
    expect(within(captions).getByLabelText('Caption file')).toHaveAccessibleDescription(
      'Captions must be WebVTT (.vtt) or SubRip (.srt) files',
    );

    await user.upload(within(captions).getByLabelText('Caption file'), new File(['garbage'], 'en.srt'));
    await user.click(within(captions).getByRole('button', { name: 'Add captions' }));
    expect(await within(captions).findByRole('alert')).toHaveTextContent('This caption file could not be read as WebVTT or SubRip');
  });
});
