// Keyboard focus checks the dialog tests share: Tab walks through a dialog's controls in order and wraps inside it.
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Each Tab moves the focus to the next of `forward`, in order; then Shift+Tab moves it back to `back`. */
export async function expectTabOrder(user: UserEvent, forward: readonly HTMLElement[], back: HTMLElement): Promise<void> {
  for (const element of forward) {
    await user.tab();
    expect(element).toHaveFocus();
  }
  await user.tab({ shift: true });
  expect(back).toHaveFocus();
}
