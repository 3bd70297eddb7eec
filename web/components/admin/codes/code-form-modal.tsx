// The New code dialog (docs/product.md#offers): one code (typed, or generated when left empty) or a batch of generated
// single-use codes; its kind and value; the films it is valid for (none: every film); its uses in all and per viewer;
// its dates, typed in the studio's time zone; and a screener's e-mail. Checked with the server's own schema; a refusal
// of the server's shows on the form.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';
import { CODE_KINDS, type AdminCode } from '../../../../common/admin-offers.ts';
import { useCreateCodeMutation } from '../../../api/admin/create-code.ts';
import { codeFormContent as content } from '../../../content/admin-codes.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { AdminFormActions, AdminFormModal } from '../admin-form-modal/admin-form-modal.tsx';
import { InputField, SelectField } from '../../form/fields.tsx';
import { FilmsField } from '../offers/films-field.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import { CODE_MODES, codeFormSchema, EMPTY_CODE_FORM, type CodeFormState } from './code-form-schema.ts';
import './codes.css';

const kindOptions = CODE_KINDS.map((kind) => ({ value: kind, label: content.kinds[kind] }));

export interface CodeFormModalProps {
  /** The catalogue the films are chosen from. */
  movies: readonly AdminMovie[];
  /** The studio's IANA time zone: the dates are typed in it. */
  studioTimeZone: string;
  onClose: () => void;
  /** With the codes made: one, or the batch. */
  onCreated: (codes: AdminCode[]) => void;
}

export function CodeFormModal({ movies, studioTimeZone, onClose, onCreated }: CodeFormModalProps) {
  const create = useCreateCodeMutation();
  const schema = useMemo(() => codeFormSchema(studioTimeZone), [studioTimeZone]);
  const form = useZodForm({ schema, defaultValues: EMPTY_CODE_FORM, mutation: create, failureText: adminScreenMessages.codeSaveFailed, onSuccess: onCreated });
  const [mode, kind] = useWatch({ control: form.hookForm.control, name: ['mode', 'kind'] });
  const isBatch = mode === 'batch';

  return (
    <AdminFormModal form={form} title={content.title} intro={content.intro} onClose={onClose}>
      <SegmentedControl
        legend={content.modeLegend}
        values={CODE_MODES}
        labels={content.modes}
        value={mode}
        onChange={(next) => {
          // The other mode's fields are not sent: their messages go with them.
          form.hookForm.clearErrors(['code', 'count', 'max_redemptions', 'per_viewer', 'email']);
          form.hookForm.setValue('mode', next);
        }}
        disabled={form.isSubmitting}
      />
      {isBatch ? (
        <InputField label={content.count} type="number" inputMode="numeric" step="1" min="1" hint={content.countHint} {...form.field('count')} />
      ) : (
        <InputField
          label={content.code}
          className="code-form__code"
          placeholder={content.codePlaceholder}
          hint={content.codeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          {...form.field('code')}
        />
      )}
      <div className="form__row">
        <SelectField label={content.kind} options={kindOptions} {...form.field('kind')} />
        {kind === 'percent' && (
          <InputField label={content.percent} type="number" inputMode="numeric" step="1" min="1" max="100" hint={content.percentHint} {...form.field('value')} />
        )}
        {kind === 'amount' && (
          <InputField label={content.amount} type="number" inputMode="decimal" step="0.01" min="0.01" hint={content.amountHint} {...form.field('value')} />
        )}
      </div>
      <FilmsField form={form} name="films" movies={movies} texts={content.films} />
      {!isBatch && <UseLimits form={form} />}
      <div className="form__row">
        <InputField label={content.startsAt} type="datetime-local" hint={content.dateHint(studioTimeZone)} {...form.field('starts_at')} />
        <InputField label={content.endsAt} type="datetime-local" hint={content.dateHint(studioTimeZone)} {...form.field('ends_at')} />
      </div>
      {!isBatch && (
        <InputField label={content.email} type="email" inputMode="email" autoComplete="off" spellCheck={false} hint={content.emailHint} {...form.field('email')} />
      )}
      <AdminFormActions form={form} submitLabel={isBatch ? content.createBatch : content.create} busyLabel={content.creating} onCancel={onClose} />
    </AdminFormModal>
  );
}

/** One code's uses: in all, and per viewer (a batch's codes are used once each). */
function UseLimits({ form }: { form: CodeFormState }) {
  return (
    <div className="form__row">
      <InputField label={content.maxRedemptions} type="number" inputMode="numeric" step="1" min="1" hint={content.maxRedemptionsHint} {...form.field('max_redemptions')} />
      <InputField label={content.perViewer} type="number" inputMode="numeric" step="1" min="1" hint={content.perViewerHint} {...form.field('per_viewer')} />
    </div>
  );
}
