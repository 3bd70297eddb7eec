// Form checks the page tests share: a submit the form refuses on the client shows the message on the field it
// names, and puts the focus there.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses the `button` submit; `field` then shows `message` as its description and has the focus. The schema's check
 * settles after the click (the resolver is asynchronous, and slower on a loaded machine), so the message is waited for.
 */
export async function submitShowingFieldError(user: UserEvent, button: string, field: string, message: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message));
  expect(screen.getByLabelText(field)).toHaveFocus();
}
