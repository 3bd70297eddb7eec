import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { setMediaQuery } from '../../test/match-media.ts';
import { RootLayout } from './root-layout.tsx';

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  it('keeps the layout when a page throws, and recovers on navigation', async () => {
    // React reports the caught error with console.error; here that is the expected outcome, not a bug.
    vi.mocked(console.error).mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    const { user } = renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/broken', element: <BrokenPage /> },
            { path: '/', element: <h1>Home page</h1> },
          ],
        },
      ],
      { path: '/broken' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Page failed to render', 'render failed', expect.any(String));

    await user.click(screen.getByRole('link', { name: 'Go Home' }));

    expect(currentPath()).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeInTheDocument();
  });
});
