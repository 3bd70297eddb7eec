import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILM_CHUNK_BYTES, FILM_RETRY_DELAYS, filmUploadFingerprint } from '../../../api/admin/film-upload.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithQueryClient } from '../../../test/render.tsx';
import { FilmSection } from './film-section.tsx';
import { GB, picker, pickFilm, renderSection } from './film-section-test-helpers.tsx';
import { createAdminFilm, fakeTus, filmFile } from '../../../test/film-test-data.ts';

vi.mock('tus-js-client', async () => (await import('../../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  fakeTus.reset();
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
