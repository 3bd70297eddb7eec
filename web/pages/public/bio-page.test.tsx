import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoutes } from '../../test/render.tsx';
import { BioPage } from './bio-page.tsx';

const routes = [
  { path: '/bio', element: <BioPage /> },
  { path: '/movies', element: <h1>Movies</h1> },
];

describe('BioPage', () => {
  it("opens with a hero whose 'Explore Movies' link goes to /movies", async () => {
    const { user } = renderRoutes(routes, { path: '/bio' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bio' })).toBeInTheDocument();
    expect(screen.getByText(/Two rooms above a bakery/)).toBeInTheDocument();
    const hero = screen.getByRole('img', { name: /lone figure/ });
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1200');
    await waitFor(() => expect(document.title).toBe('Bio · Ember Lane Studios'));

    await user.click(screen.getByRole('link', { name: 'Explore Movies' }));
    expect(currentPath()).toBe('/movies');
  });

  it("walks through the studio's milestones in order", () => {
    renderRoutes(routes, { path: '/bio' });

    const milestones = screen.getAllByRole('listitem');
    expect(milestones[0]).toHaveTextContent(/2014.*Two rooms on Ember Lane/);
    expect(milestones.at(-1)).toHaveTextContent(/Now.*Glass Orchard/);
  });
});
