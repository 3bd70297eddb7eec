// Form checks the page tests share: a submit the form refuses on the client shows the message on the field it
// names, and puts the focus there.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Presses the `button` submit; `field` then shows `message` as its description and has the focus. */
export async function submitShowingFieldError(user: UserEvent, button: string, field: string, message: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: button }));
  expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText(field)).toHaveFocus();
}
