import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock.ts';
import { multipartOf } from '../../../test/admin-test-data.ts';
import { renderSection } from './film-section-test-helpers.tsx';
import { createAdminFilm, fakeTus } from '../../../test/film-test-data.ts';

vi.mock('tus-js-client', async () => (await import('../../../test/film-test-data.ts')).fakeTus.module);

beforeEach(() => {
  fakeTus.reset();
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
