import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating-label.ts';
import { StarRating } from './star-rating.tsx';

function starFillsShown(container: HTMLElement): (string | undefined)[] {
  return [...container.querySelectorAll<HTMLElement>('[data-fill]')].map((star) => star.dataset.fill);
}

describe('StarRating', () => {
  it('shows whole stars, the value with one decimal and the review count, in words for screen readers', () => {
    const { container } = render(<StarRating average={4.25} total={12} />);

    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5 (12 reviews)' })).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
    expect(starFillsShown(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('adds a half star when the fraction is 0.5 or more, and not below', () => {
    const { container, rerender } = render(<StarRating average={3.5} total={2} />);
    expect(starFillsShown(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByText('3.5')).toBeInTheDocument();

    rerender(<StarRating average={3.49} total={2} />);
    expect(starFillsShown(container)).toEqual(['full', 'full', 'full', 'empty', 'empty']);

    rerender(<StarRating average={4.96} total={2} />);
    expect(starFillsShown(container)).toEqual(['full', 'full', 'full', 'full', 'half']);

    rerender(<StarRating average={5} total={2} />);
    expect(starFillsShown(container)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it("says 'No ratings yet' with empty stars when there are no reviews", () => {
    const { container } = render(<StarRating average={0} total={0} />);

    expect(screen.getByRole('img', { name: 'No ratings yet' })).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(starFillsShown(container)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('speaks of one review in the singular, and can show the rating in words', () => {
    render(<StarRating average={3} total={1} showLabel />);

    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5 (1 review)' })).toBeInTheDocument();
    expect(screen.getByText('(1 review)')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
  });
});

describe('ratingLabel', () => {
  it('names each star count', () => {
    expect([0, 1, 2, 3, 4, 5].map(ratingLabel)).toEqual([
      'No rating',
      'Poor',
      'Fair',
      'Good',
      'Very Good',
      'Excellent',
    ]);
  });

  it('rounds an average to the nearest star and keeps within 0 to 5', () => {
    expect(ratingLabel(4.3)).toBe('Very Good');
    expect(ratingLabel(4.5)).toBe('Excellent');
    expect(ratingLabel(0.4)).toBe('No rating');
    expect(ratingLabel(7)).toBe('Excellent');
    expect(ratingLabel(-1)).toBe('No rating');
    expect(ratingLabel(Number.NaN)).toBe('No rating');
  });
});
