import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { validationMessages } from '../../../common/messages/validation.ts';
import { renderWithQueryClient } from '../../test/render.tsx';
import { InputField } from './fields.tsx';
import { useZodForm } from './use-zod-form.ts';
import { SubmitButton, ZodForm } from './zod-form.tsx';

// A cover-like form, as the admin screens will write them.
const coverSchema = z.object({ title: z.string().trim().min(1, validationMessages.coverTitleRequired) });

interface CoverFormProps {
  save: (values: { title: string }) => Promise<{ id: number }>;
  onSaved?: (saved: { id: number }) => void;
  validateWhileTyping?: boolean;
}

function CoverForm({ save, onSaved, validateWhileTyping }: CoverFormProps) {
  const mutation = useMutation({ mutationFn: save });
  const form = useZodForm({
    schema: coverSchema,
    defaultValues: { title: '' },
    mutation,
    failureText: 'Failed to save movie cover',
    onSuccess: onSaved,
    validateWhileTyping,
  });
  return (
    <ZodForm form={form}>
      <InputField label="Title" {...form.field('title')} />
      <SubmitButton form={form} busyLabel="Saving..." disabled={validateWhileTyping && !form.hookForm.formState.isValid}>
        Save
      </SubmitButton>
    </ZodForm>
  );
}

describe('useZodForm', () => {
  it('hands the parsed values to the mutation and its answer to onSuccess', async () => {
    const save = vi.fn(async (_values: { title: string }) => ({ id: 12 }));
    const onSaved = vi.fn();
    const { user } = renderWithQueryClient(<CoverForm save={save} onSaved={onSaved} />);

    await user.type(screen.getByLabelText('Title'), '  Salt & Static ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 12 }));
    expect(save).toHaveBeenCalledWith({ title: 'Salt & Static' }, expect.anything());
  });

  it("shows the form's failure text for an error that is not the server's answer", async () => {
    const save = vi.fn(() => Promise.reject(new TypeError('boom')));
    const { user } = renderWithQueryClient(<CoverForm save={save} />);

    await user.type(screen.getByLabelText('Title'), 'Salt & Static');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save movie cover');
    expect(screen.getByLabelText('Title')).toBeEnabled();
  });

  it('judges the field while typing when asked, so the submit can wait until the form is valid', async () => {
    const { user } = renderWithQueryClient(<CoverForm save={vi.fn()} validateWhileTyping />);
    const title = screen.getByLabelText('Title');

    await user.type(title, 'A');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.clear(title);
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
