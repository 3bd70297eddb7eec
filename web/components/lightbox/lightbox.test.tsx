import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectTabOrder } from '../../test/focus.ts';
import { Lightbox, type LightboxItem, type LightboxMode } from './lightbox.tsx';

const photos: LightboxItem[] = [
  { src: '/media/one.jpg', alt: 'One', title: 'One', description: 'The first photo.', width: 1200, height: 800 },
  { src: '/media/two.jpg', alt: 'Two', title: 'Two', description: 'The second photo.', width: 800, height: 1200 },
  { src: '/media/three.jpg', alt: 'Three', title: 'Three', description: null },
];

/** A page with one opener button per photo, the way the gallery and backstage grids open the lightbox. */
interface HarnessProps {
  mode: LightboxMode;
  items?: LightboxItem[];
  showCounter?: boolean;
}

function Harness({ mode, items = photos, showCounter }: HarnessProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <main>
      {items.map((item, index) => (
        <button key={item.src} type="button" onClick={() => setOpenIndex(index)}>
          {`Open ${item.alt}`}
        </button>
      ))}
      {openIndex !== null && (
        <Lightbox
          items={items}
          startIndex={openIndex}
          mode={mode}
          showCounter={showCounter}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </main>
  );
}

function setup(props: HarnessProps) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return user;
}

const shownImage = () => within(screen.getByRole('dialog')).getByRole('img');

describe('Lightbox in gallery mode', () => {
  it('opens at the clicked photo with the caption "title (n of total)"', async () => {
    const user = setup({ mode: 'gallery' });

    await user.click(screen.getByRole('button', { name: 'Open Two' }));

    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(shownImage()).toHaveAccessibleName('Two');
    expect(shownImage()).toHaveAttribute('src', '/media/two.jpg');
    expect(shownImage()).toHaveAttribute('width', '800');
    expect(shownImage()).toHaveAttribute('height', '1200');
    expect(within(dialog).getByText('Two (2 of 3)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves with the buttons and stops at the ends, where the button is disabled', async () => {
    const user = setup({ mode: 'gallery' });
    await user.click(screen.getByRole('button', { name: 'Open Two' }));
    const next = screen.getByRole('button', { name: 'Next photo' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });

    await user.click(next);
    expect(screen.getByText('Three (3 of 3)')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    // The disabled button cannot hold the focus: it goes to the one that still works, inside the dialog.
    expect(previous).toHaveFocus();

    await user.click(previous);
    await user.click(previous);
    expect(screen.getByText('One (1 of 3)')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it('moves with ArrowRight and ArrowLeft and does not wrap', async () => {
    const user = setup({ mode: 'gallery' });
    await user.click(screen.getByRole('button', { name: 'Open One' }));

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('One (1 of 3)')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Three (3 of 3)')).toBeInTheDocument();
    expect(shownImage()).toHaveAccessibleName('Three');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Two (2 of 3)')).toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const user = setup({ mode: 'gallery' });
    const opener = screen.getByRole('button', { name: 'Open Three' });
    await user.click(opener);
    await user.keyboard('{ArrowLeft}');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button and on a click on the backdrop', async () => {
    const user = setup({ mode: 'gallery' });
    await user.click(screen.getByRole('button', { name: 'Open One' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open One' }));
    // A click on the photo itself keeps it open; one on the shade around it closes it.
    await user.click(shownImage());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement;
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = setup({ mode: 'gallery' });
    await user.click(screen.getByRole('button', { name: 'Open Two' }));
    const close = screen.getByRole('button', { name: 'Close' });

    const [previous, next] = [screen.getByRole('button', { name: 'Previous photo' }), screen.getByRole('button', { name: 'Next photo' })];
    await expectTabOrder(user, [previous, next, close], next);
  });

  it('blocks right-click and dragging on the photo', async () => {
    const user = setup({ mode: 'gallery' });
    await user.click(screen.getByRole('button', { name: 'Open One' }));

    expect(fireEvent.contextMenu(shownImage())).toBe(false);
    expect(fireEvent.dragStart(shownImage())).toBe(false);
    expect(shownImage()).toHaveAttribute('draggable', 'false');
  });
});

describe('Lightbox in backstage mode', () => {
  it('wraps around with the buttons and the arrow keys, showing title and description', async () => {
    const user = setup({ mode: 'backstage' });
    await user.click(screen.getByRole('button', { name: 'Open Three' }));
    expect(shownImage()).toHaveAccessibleName('Three');

    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownImage()).toHaveAccessibleName('One');
    expect(screen.getByText('The first photo.')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAccessibleName('Three');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Two');
    expect(within(screen.getByRole('dialog')).getByText('Two')).toBeInTheDocument();
    expect(screen.getByText('The second photo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownImage()).toHaveAccessibleName('Three');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeEnabled();
  });

  it("shows the counter 'N of M' when asked", async () => {
    const user = setup({ mode: 'backstage', showCounter: true });
    await user.click(screen.getByRole('button', { name: 'Open Three' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('shows no previous/next with a single photo', async () => {
    const [onlyPhoto] = photos;
    const user = setup({ mode: 'backstage', items: onlyPhoto ? [onlyPhoto] : [] });
    await user.click(screen.getByRole('button', { name: 'Open One' }));

    expect(screen.queryByRole('button', { name: 'Previous photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('One');
  });
});
