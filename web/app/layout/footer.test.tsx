import { render as renderElement, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from './footer.tsx';

/** The footer links the privacy page through the router. */
const render = (ui: ReactElement) => renderElement(<MemoryRouter>{ui}</MemoryRouter>);

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-04T12:00:00Z'));

    render(<Footer />);

    expect(screen.getByText('© 2031 Ember Lane Studios. All rights reserved.')).toBeInTheDocument();
  });

  it('links the four social profiles with accessible names, opening in a new tab', () => {
    render(<Footer />);
    const links = within(screen.getByRole('list')).getAllByRole('link');

    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Ember Lane Studios on Instagram (opens in a new tab)',
      'Ember Lane Studios on X (opens in a new tab)',
      'Ember Lane Studios on Facebook (opens in a new tab)',
      'Ember Lane Studios on YouTube (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('gives the contact e-mail as a mailto link', () => {
    render(<Footer />);

    expect(screen.getByRole('link', { name: 'contact@emberlanestudios.example' })).toHaveAttribute(
      'href',
      'mailto:contact@emberlanestudios.example',
    );
  });

  it('links the privacy page', () => {
    render(<Footer />);

    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });
});
