import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { castingOffers } from '../../content/casting.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CastingPage } from './casting-page.tsx';

const CONTACT = 'contact@emberlanestudios.example';

function renderCasting() {
  return renderRoutes([{ path: '/casting', element: <CastingPage /> }], { path: '/casting' });
}

describe('CastingPage', () => {
  it("shows 'CASTING OPPORTUNITIES' and a list of offers, each with a role and a description", async () => {
    renderCasting();

    expect(screen.getByRole('heading', { level: 1, name: 'Casting' })).toBeInTheDocument();
    const offers = screen.getByRole('region', { name: 'CASTING OPPORTUNITIES' });
    expect(screen.getByText('CASTING OPPORTUNITIES')).toBeInTheDocument();
    const items = within(offers).getAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items).toHaveLength(castingOffers.length);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3, name: 'Ada Lindqvist' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/glassblower/);
    await waitFor(() => expect(document.title).toBe('Casting · Ember Lane Studios'));
  });

  it('asks for headshot and resume at the contact e-mail, as a mail link', () => {
    renderCasting();

    const apply = screen.getByRole('region', { name: 'How to apply' });
    expect(apply).toHaveTextContent(`Send your headshot and resume to ${CONTACT}.`);
    expect(within(apply).getByRole('link', { name: CONTACT })).toHaveAttribute('href', `mailto:${CONTACT}`);
  });

  it('lets each offer be answered by e-mail with the role in the subject', () => {
    renderCasting();

    const link = screen.getByRole('link', { name: 'Apply by e-mail for the role of Ada Lindqvist' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(CONTACT);
    expect(href.searchParams.get('subject')).toBe('Casting: Ada Lindqvist (Glass Orchard (feature))');
  });
});
