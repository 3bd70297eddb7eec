// "Extend waiting rentals" (docs/product.md#premieres-and-windows): the confirm dialog's look, with the days to add
// (7 to start with) checked by the server's own schema. The server's refusal shows in the dialog, which stays open so
// the admin can try again or cancel; once done, the screen says how many rentals were extended.
import { z } from 'zod';
import { extendRentalsBodySchema } from '../../../../common/admin-premieres.ts';
import { START_WINDOW_DAYS_MAX, START_WINDOW_DAYS_MIN } from '../../../../common/premieres.ts';
import { useExtendRentalsMutation } from '../../../api/admin/extend-rentals.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { extendRentalsContent as content } from '../../../content/admin-movies.ts';
import { ConfirmActions, ConfirmFrame } from '../../confirm-dialog/confirm-dialog.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { ZodForm } from '../../form/zod-form.tsx';
import { InputField } from '../../form/fields.tsx';

/** The days as typed, turned into the body the server checks ('' and 'x' are no number, and refused as such). */
const extendRentalsFormSchema = z
  .object({ days: z.string().transform((typed) => (typed.trim() === '' ? Number.NaN : Number(typed))) })
  .pipe(extendRentalsBodySchema);

export interface ExtendRentalsDialogProps {
  movie: { id: number; title: string };
  onCancel: () => void;
  /** With how many rentals were extended. */
  onExtended: (count: number) => void;
}

export function ExtendRentalsDialog({ movie, onCancel, onExtended }: ExtendRentalsDialogProps) {
  const extend = useExtendRentalsMutation(movie.id);
  const form = useZodForm({
    schema: extendRentalsFormSchema,
    defaultValues: { days: content.defaultDays },
    mutation: extend,
    failureText: adminScreenMessages.rentalsExtendFailed,
    onSuccess: onExtended,
  });
  const isBusy = form.isSubmitting;

  return (
    // A stray click beside the dialog must not throw away the typed days.
    <ConfirmFrame title={content.title} message={content.message(movie.title)} isBusy={isBusy} onCancel={onCancel} closeOnBackdropClick={false}>
      <ZodForm form={form}>
        <InputField
          label={content.days}
          type="number"
          inputMode="numeric"
          step="1"
          min={START_WINDOW_DAYS_MIN}
          max={START_WINDOW_DAYS_MAX}
          {...form.field('days')}
        />
        <ConfirmActions isBusy={isBusy} onCancel={onCancel}>
          {isBusy ? content.busy : content.confirm}
        </ConfirmActions>
      </ZodForm>
    </ConfirmFrame>
  );
}
