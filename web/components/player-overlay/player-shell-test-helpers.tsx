// What the PlayerShell tests share: the shell around a fake engine for a signed-in viewer, with the saved position
// the progress call answers, and where to look for the player's parts.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createUser, storeTestSession } from '../../test/factories.ts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render.tsx';
import { createFakeEngine, type FakeEngineState } from './testing/fake-engine.tsx';

export const PROGRESS = 'GET /api/movies/7/progress';
export const SAVE = 'PUT /api/movies/7/progress';

interface RenderOptions {
  engine?: Partial<FakeEngineState>;
  /** The saved position GET answers. */
  saved?: number;
  handlers?: Record<string, FetchHandler>;
}

export function renderShell({ engine: initial = {}, saved = 0, handlers = {} }: RenderOptions = {}) {
  const viewer = createUser();
  storeTestSession(viewer, 'viewer-token');
  const engine = createFakeEngine(initial);
  const onClose = vi.fn();
  const onEnded = vi.fn();
  const fetch = mockFetch({
    'GET /api/auth/verify': () => jsonResponse({ user: viewer }),
    [PROGRESS]: () => jsonResponse({ position_seconds: saved, updated_at: saved ? '2031-07-04T12:00:00.000Z' : null }),
    [SAVE]: ({ body }) => jsonResponse({ ...(body as object), updated_at: '2031-07-04T12:00:00.000Z' }),
    ...handlers,
  });
  const { FakeEngineShell } = engine;
  const result = renderRoutes([
    { path: '/', element: <FakeEngineShell movieId={7} title="Northbound" onClose={onClose} onEnded={onEnded} /> },
  ]);
  return { ...result, ...fetch, engine, onClose, onEnded };
}

export const stage = () => document.querySelector('.player-overlay__stage')!;
// The page's own location probe is a status too: the player's are looked for inside the dialog.
export const player = () => within(screen.getByRole('dialog'));
