import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/**
 * Renders `element` as the server does, then lets the client take that HTML over. `beforeHydrate` runs in between:
 * what the browser holds that the server cannot see (a stored session). A mismatch shows as a call of
 * `onRecoverableError`. The caller removes `container` when done.
 */
export async function hydrateServerHtml(element: ReactElement, { beforeHydrate }: { beforeHydrate?: () => void } = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydrate?.();
  const onRecoverableError = vi.fn();
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError }));
  return { container, onRecoverableError, root };
}
