import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay, formatTime } from '../../../content/admin-lists.ts';
import { DateTimeCell } from './list-controls.tsx';

describe('DateTimeCell', () => {
  it('shows a date as its day over its time', () => {
    const value = '2031-07-04T12:00:00.000Z';
    const { container } = render(<DateTimeCell value={value} />);

    expect(container.querySelector('time')).toHaveAttribute('dateTime', value);
    expect(screen.getByText(formatDay(value))).toBeInTheDocument();
    expect(screen.getByText(formatTime(value))).toBeInTheDocument();
  });

  it.each([null, undefined, ''])("shows 'N/A' for an empty date (%j)", (value) => {
    const { container } = render(<DateTimeCell value={value} />);

    expect(container).toHaveTextContent(/^N\/A$/);
    expect(container.querySelector('time')).toBeNull();
  });

  it("shows 'Invalid Date' for a date it cannot read, not the raw text", () => {
    const { container } = render(<DateTimeCell value="2031-13-45 late" />);

    expect(container).toHaveTextContent(/^Invalid Date$/);
  });
});

describe('formatDay (a day on its own: cards, dialogs)', () => {
  it("reads 'N/A' when empty and 'Invalid Date' when unreadable, like every admin date", () => {
    expect(formatDay(null)).toBe('N/A');
    expect(formatDay('')).toBe('N/A');
    expect(formatDay('someday')).toBe('Invalid Date');
    expect(formatDay('2031-07-04T12:00:00.000Z')).toBe('Jul 4, 2031');
  });
});
