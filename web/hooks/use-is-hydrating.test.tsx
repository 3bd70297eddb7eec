// What arrives in the server's HTML is on screen before the app runs: taking it over must not move it (both header
// menus until the client knows the width) nor fade it in again (entrance animations are for what the client adds).
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../app/layout/header/header.tsx';
import { AppProviders } from '../test/app-providers.tsx';
import { hydrateServerHtml } from '../test/hydrate.tsx';
import { setMediaQuery } from '../test/match-media.ts';
import { MOBILE_MEDIA_QUERY } from './media-queries.ts';
import { useArrivedInServerHtml } from './use-is-hydrating.ts';

function Probe() {
  return <p data-testid="probe">{useArrivedInServerHtml() ? 'server' : 'client'}</p>;
}

function HeaderPage() {
  return (
    <AppProviders>
      <Header />
    </AppProviders>
  );
}

afterEach(() => {
  setMediaQuery(MOBILE_MEDIA_QUERY, false);
  document.body.innerHTML = '';
});

describe('useArrivedInServerHtml', () => {
  it('is true for a component hydrated from the server HTML, and stays so after the client takes over', async () => {
    const { root } = await hydrateServerHtml(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('server');
    act(() => root.render(<Probe />));
    expect(screen.getByTestId('probe')).toHaveTextContent('server');
  });

  it('is false for a component the client renders', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('client');
  });
});

describe('Header taken over from the server HTML', () => {
  it('arrives with both menus (the CSS shows the one that fits) and keeps only the phone one on a phone', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const serverHtml = renderToString(<HeaderPage />);
    expect(serverHtml).toContain('class="mobile-menu"');
    expect(serverHtml).toContain('class="desktop-nav"');

    const { container, onRecoverableError } = await hydrateServerHtml(<HeaderPage />);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.mobile-menu')).not.toBeNull();
    expect(container.querySelector('.desktop-nav')).toBeNull();
  });

  it('keeps only the row of links on a wide screen', async () => {
    const { container, onRecoverableError } = await hydrateServerHtml(<HeaderPage />);

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('.desktop-nav')).not.toBeNull();
    expect(container.querySelector('.mobile-menu')).toBeNull();
  });
});
