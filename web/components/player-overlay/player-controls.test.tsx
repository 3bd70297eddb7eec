import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EngineMenu } from './player-engine.ts';
import { player, renderShell, stage } from './player-shell-test-helpers.tsx';

function qualityMenu(select = vi.fn()): EngineMenu {
  return {
    label: 'Quality',
    icon: 'quality',
    value: 'auto',
    options: [
      { value: 'auto', label: 'Auto' },
      { value: '0', label: '360p' },
      { value: '1', label: '720p' },
    ],
    select,
  };
}

const captionsMenu: EngineMenu = {
  label: 'Captions',
  icon: 'captions',
  value: 'off',
  options: [
    { value: 'off', label: 'Off' },
    { value: 'en', label: 'English' },
  ],
  select: () => {},
};

const controls = () => document.querySelector('.player-overlay__controls')!;

describe('Player controls', () => {
  it("shows the elapsed and the total time beside Play, hours included ('12:34 / 1:42:05')", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { engine } = renderShell({ engine: { duration: 6125 } });
    await vi.waitFor(() => expect(engine.calls).toContain('play'));

    engine.media.time = 754;
    act(() => vi.advanceTimersByTime(1000));

    const time = screen.getByText('12:34 / 1:42:05');
    expect(time).toHaveClass('player-overlay__time');
    expect(time.closest('.player-overlay__buttons')).toContainElement(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('slider', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '12:34 of 1:42:05');
  });

  it('puts the seek bar on a row of its own above the buttons, with the menus and full screen at the end', () => {
    renderShell({ engine: { menus: [qualityMenu(), captionsMenu] } });

    const [seekRow, buttonRow] = Array.from(controls().children);
    expect(seekRow).toHaveClass('player-overlay__seek-row');
    expect(Array.from(seekRow!.children)).toEqual([screen.getByRole('slider', { name: 'Progress' })]);
    expect(buttonRow).toHaveClass('player-overlay__buttons');
    const end = within(buttonRow as HTMLElement).getByRole('button', { name: 'Full screen' }).parentElement!;
    expect(end).toHaveClass('player-overlay__end');
    expect(within(end).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Quality: Auto',
      'Captions: Off',
      'Full screen',
    ]);
  });

  it('opens a menu as a popover by a tap, chooses by a tap and closes, the focus back on its button', async () => {
    const select = vi.fn();
    const { user } = renderShell({ engine: { menus: [null, qualityMenu(select)] } });
    const button = screen.getByRole('button', { name: 'Quality: Auto' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    const menu = player().getByRole('menu', { name: 'Quality' });
    expect(menu).toHaveClass('popover');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Auto', 'true'],
      ['360p', 'false'],
      ['720p', 'false'],
    ]);
    await user.click(within(menu).getByRole('menuitemradio', { name: '360p' }));

    expect(select).toHaveBeenCalledWith('0');
    expect(player().queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: opens on the chosen item, arrows, Home and End move, Esc closes only the menu', async () => {
    const select = vi.fn();
    const { engine, user, onClose } = renderShell({ engine: { menus: [qualityMenu(select)] } });
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.calls.length = 0;
    const button = screen.getByRole('button', { name: 'Quality: Auto' });
    act(() => button.focus());

    await user.keyboard('{Enter}');
    const item = (name: string) => player().getByRole('menuitemradio', { name });
    expect(item('Auto')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('360p')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('720p')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Auto')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('720p')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(player().queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    // The arrows moved in the menu: they did not seek.
    expect(engine.calls).toEqual([]);

    await user.keyboard('{ArrowDown}');
    expect(item('Auto')).toHaveFocus();
    await user.keyboard('{ArrowDown}[Space]');
    expect(select).toHaveBeenCalledWith('0');
    expect(button).toHaveFocus();
  });

  it('keeps one menu open at a time, closes it on a press elsewhere, and keeps the controls up meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { engine, user } = renderShell({ engine: { menus: [qualityMenu(), captionsMenu] } });
    await vi.waitFor(() => expect(engine.calls).toContain('play'));
    engine.report({ playback: 'playing' });

    await user.click(screen.getByRole('button', { name: 'Quality: Auto' }));
    await user.click(screen.getByRole('button', { name: 'Captions: Off' }));
    expect(player().getAllByRole('menu').map((menu) => menu.getAttribute('aria-label'))).toEqual(['Captions']);

    act(() => vi.advanceTimersByTime(5000));
    expect(stage()).toHaveAttribute('data-controls', 'visible');

    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Northbound' }));
    expect(player().queryByRole('menu')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(stage()).toHaveAttribute('data-controls', 'hidden');
  });
});
