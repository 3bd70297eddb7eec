import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('shows and hides the password, naming the action the toggle will take', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" name="password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');

    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('names each toggle after its own field', () => {
    render(<PasswordField label="Confirm password" name="confirmPassword" />);

    expect(screen.getByRole('button', { name: 'Show confirm password' })).toHaveAttribute(
      'aria-controls',
      screen.getByLabelText('Confirm password').id,
    );
  });
});
