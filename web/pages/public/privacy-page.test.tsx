import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

function renderPrivacy() {
  return renderRoutes([{ path: '/privacy', element: <PrivacyPage /> }], { path: '/privacy' });
}

describe('PrivacyPage', () => {
  it('says what is counted, how, for how long, and what the account keeps, and sets the document title', async () => {
    renderPrivacy();

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What we count' })).toHaveTextContent(/trailer was played/);
    expect(screen.getByRole('region', { name: 'What we count' })).toHaveTextContent(/never stored/);
    expect(screen.getByRole('region', { name: 'When you watch a film you rented' })).toHaveTextContent(/how far into it/);
    const how = screen.getByRole('region', { name: 'How we count' });
    expect(how).toHaveTextContent(/No cookie/);
    expect(how).toHaveTextContent(/Global Privacy Control or Do Not Track/);
    expect(how).toHaveTextContent(/90 days/);
    expect(screen.getByRole('region', { name: 'Your account' })).toHaveTextContent(/“Download my data”.*“Delete my account”/);
    await waitFor(() => expect(document.title).toBe('Privacy · Ember Lane Studios'));
  });

  it('leads to the account page, where the data is downloaded or the account deleted', () => {
    renderPrivacy();

    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
  });
});
