import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

function renderAbout() {
  return renderRoutes([{ path: '/about', element: <AboutPage /> }], { path: '/about' });
}

describe('AboutPage', () => {
  it("tells the founder's story", async () => {
    renderAbout();

    expect(screen.getByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    const founder = screen.getByRole('region', { name: 'Tessa Reyes' });
    expect(within(founder).getByText('Founder & Creative Director')).toBeInTheDocument();
    expect(within(founder).getByText(/rented two rooms above a bakery on Ember Lane/)).toBeInTheDocument();
    expect(within(founder).getByRole('img')).toHaveAccessibleName(/clapperboard/);
    await waitFor(() => expect(document.title).toBe('About · Ember Lane Studios'));
  });

  it('has a Team section with two members, each with a role and a short bio', () => {
    renderAbout();

    const team = screen.getByRole('region', { name: 'Team' });
    expect(within(team).getByRole('heading', { level: 2, name: 'Team' })).toBeInTheDocument();
    const members = within(team).getAllByRole('listitem');
    expect(members).toHaveLength(2);
    expect(within(members[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Jonah Whitcombe' })).toBeVisible();
    expect(within(members[0] as HTMLElement).getByText('Producer & Head of Production')).toBeInTheDocument();
    expect(within(members[1] as HTMLElement).getByRole('heading', { level: 3, name: 'Wren Okafor' })).toBeVisible();
    expect(within(members[1] as HTMLElement).getByText('Director of Photography')).toBeInTheDocument();
  });

  it('states its Vision, Mission and Values', () => {
    renderAbout();

    const vision = screen.getByRole('article', { name: 'Vision' });
    expect(vision).toHaveTextContent(/small, personal stories/);
    const mission = screen.getByRole('article', { name: 'Mission' });
    expect(mission).toHaveTextContent(/character-driven films/);
    const values = screen.getByRole('article', { name: 'Values' });
    expect(within(values).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Patience',
      'Craft',
      'Generosity',
      'Honesty',
    ]);
    expect(within(values).getAllByRole('definition')[0]).toHaveTextContent(/time it needs/);
  });
});
