import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RowAction } from './row-action.ts';
import { RowActionsMenu } from './row-actions-menu.tsx';

function renderMenu(actions: RowAction[]) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <button type="button">Before</button>
      <RowActionsMenu name="Ada Lovelace" actions={actions} />
      <button type="button">After</button>
    </MemoryRouter>,
  );
  return { user, button: screen.getByRole('button', { name: 'Actions for Ada Lovelace' }) };
}

const menu = () => screen.getByRole('menu', { name: 'Actions for Ada Lovelace' });
const item = (name: string) => within(menu()).getByRole('menuitem', { name });

describe('RowActionsMenu', () => {
  it('opens with Enter on its first item; arrows, Home and End move; Escape closes and gives the focus back', async () => {
    const edit = vi.fn();
    const { user, button } = renderMenu([
      { label: 'Edit', onSelect: edit },
      { label: 'View rentals', href: '/admin/rentals?movie_id=3' },
      { label: 'Deactivate', destructive: true, onSelect: () => {} },
    ]);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('View rentals')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Deactivate')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Deactivate')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Deactivate')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // Space opens it too; Enter chooses, closing the menu on the button.
    await user.keyboard(' ');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // ↑ on the button opens it on the last item.
    await user.keyboard('{ArrowUp}');
    expect(item('Deactivate')).toHaveFocus();
    // Tab leaves, closing it.
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('sets destructive actions apart at the end, after a separator, in the danger colour', async () => {
    const { user, button } = renderMenu([
      { label: 'Refund', destructive: true, onSelect: () => {} },
      { label: 'View customer', href: '/admin/users?user=5' },
    ]);
    await user.click(button);

    const children = [...menu().children];
    expect(children.map((child) => child.getAttribute('role'))).toEqual(['menuitem', 'separator', 'menuitem']);
    expect(children[0]).toHaveTextContent('View customer');
    expect(item('View customer')).toHaveAttribute('href', '/admin/users?user=5');
    expect(item('Refund')).toHaveClass('row-actions__item--danger');
    expect(item('View customer')).not.toHaveClass('row-actions__item--danger');
  });

  it('closes on a press outside; a disabled item stays but cannot be chosen', async () => {
    const retry = vi.fn();
    const { user, button } = renderMenu([{ label: 'Retrying...', disabled: true, onSelect: retry }]);
    await user.click(button);
    await user.click(item('Retrying...'));
    expect(retry).not.toHaveBeenCalled();
    expect(item('Retrying...')).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('draws nothing for a row without actions', () => {
    render(
      <MemoryRouter>
        <RowActionsMenu name="Ada Lovelace" actions={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Actions for Ada Lovelace' })).not.toBeInTheDocument();
  });
});
