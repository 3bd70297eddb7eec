import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTabOrder } from '../../test/focus.ts';
import { Modal, type ModalProps } from './modal.tsx';
import { ModalCloseButton } from './modal-close-button.tsx';

function Harness(props: Partial<ModalProps> & { withInner?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {isOpen && (
        <Modal label="Outer" onClose={() => setOpen(false)} {...props}>
          <ModalCloseButton onClick={() => setOpen(false)} />
          <input aria-label="Name" />
          {props.withInner && (
            <button type="button" onClick={() => setInnerOpen(true)}>
              Open inner
            </button>
          )}
          {isInnerOpen && (
            <Modal label="Inner" onClose={() => setInnerOpen(false)}>
              <button type="button">Inner action</button>
            </Modal>
          )}
        </Modal>
      )}
    </>
  );
}

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('Modal', () => {
  it('locks the page scroll while open and restores what was there on close', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('makes the page behind inert while open, and only while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Outer' }).closest('[inert]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container).not.toHaveAttribute('inert');
  });

  it('focuses the first control, traps Tab, and restores the focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await expectTabOrder(user, [name, close], name);

    await user.click(close);
    expect(opener).toHaveFocus();
  });

  it('sends focus that escaped past either end (out of an embedded frame) back round', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const [startGuard, endGuard] = Array.from(document.querySelectorAll<HTMLElement>('.modal-focus-guard'));

    fireEvent.focus(endGuard as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.focus(startGuard as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, but not on one that began inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const backdrop = dialog.parentElement as HTMLElement;

    // A text selection dragged out of the field and released over the shade.
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Name' }));
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be made to ignore the backdrop and Escape', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnBackdropClick={false} closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('passes other keys to its owner, and only while it is the top-most dialog', async () => {
    const user = userEvent.setup();
    const onKeyDown = vi.fn();
    render(<Harness withInner onKeyDown={onKeyDown} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));

    await user.keyboard('{ArrowRight}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onKeyDown.mock.calls[0]?.[0]).toMatchObject({ key: 'ArrowRight' });

    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);

    // Escape closes the inner dialog only, and the focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('is named by its visible title when given one', () => {
    render(
      <Modal labelledBy="title-id" describedBy="text-id" onClose={() => {}}>
        <h2 id="title-id">Coming soon</h2>
        <p id="text-id">Not ready yet.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Coming soon' })).toHaveAccessibleDescription('Not ready yet.');
  });
});
