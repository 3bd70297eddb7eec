// A film's captions: one line per language with Delete, and a form adding one (a .vtt or .srt file, its language
// code and the label the player's menu shows), checked with the server's own rules (common/films.ts).
import { useEffect, useId, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CAPTION_UPLOAD_ACCEPT, type Caption } from '../../../../common/films.ts';
import { useDeleteCaptionsMutation } from '../../../api/admin/film-delete-captions.ts';
import { useUploadCaptionsMutation } from '../../../api/admin/film-upload-captions.ts';
import { adminFilmContent, adminFilmMessages } from '../../../content/admin-films.ts';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog.tsx';
import { useZodForm, type ZodFormState } from '../../form/use-zod-form.ts';
import { SubmitButton, ZodForm } from '../../form/zod-form.tsx';
import { useConfirmedAction } from '../admin-page/use-confirmed-action.ts';
import { FieldError, InputField } from '../../form/fields.tsx';
import { captionFormSchema } from './film-checks.ts';

const texts = adminFilmContent.captions;

export function FilmCaptions({ movieId, captions }: { movieId: number; captions: readonly Caption[] }) {
  const headingId = useId();
  const remove = useDeleteCaptionsMutation(movieId);
  const confirmDelete = useConfirmedAction({
    mutation: remove,
    variables: (caption: Caption) => caption.language,
    texts: (caption) => ({ ...texts.confirmDelete(caption.label), failureText: adminFilmMessages.captionDeleteFailed }),
    onDone: () => undefined,
  });
  return (
    <section className="admin-column" aria-labelledby={headingId}>
      <h4 id={headingId} className="film-captions__heading">
        {texts.heading}
      </h4>
      {captions.length === 0 ? (
        <p className="admin-hint">{texts.empty}</p>
      ) : (
        <ul className="admin-column admin-column--tight" aria-label={texts.listLabel}>
          {captions.map((caption) => (
            <li key={caption.language} className="admin-tile film-captions__item">
              <span className="film-captions__label">{caption.label}</span>
              <span className="film-captions__language">{texts.languageOf(caption.language)}</span>
              <button
                type="button"
                className="button button--danger button--small"
                aria-label={texts.deleteLabel(caption.label)}
                onClick={() => confirmDelete.ask(caption)}
              >
                {texts.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      <CaptionForm movieId={movieId} />
      {confirmDelete.dialog && <ConfirmDialog {...confirmDelete.dialog} />}
    </section>
  );
}

function CaptionForm({ movieId }: { movieId: number }) {
  const upload = useUploadCaptionsMutation(movieId);
  const form = useZodForm({
    schema: captionFormSchema,
    defaultValues: { file: null, language: '', label: '' },
    mutation: upload,
    failureText: adminFilmMessages.captionUploadFailed,
    onSuccess: () => form.hookForm.reset(),
  });
  return (
    <ZodForm form={form}>
      <p className="admin-hint">{texts.hint}</p>
      <CaptionFileField form={form} />
      <CaptionTextFields form={form} />
      <SubmitButton form={form} busyLabel={texts.adding}>
        {texts.add}
      </SubmitButton>
    </ZodForm>
  );
}

type CaptionFormState = ZodFormState<{ file: File | null; language: string; label: string }, unknown>;

/**
 * The language and the label. A component of their own so that they register after the file's Controller (fields
 * register as they render, and a refused submit focuses the first one registered with a message).
 */
function CaptionTextFields({ form }: { form: CaptionFormState }) {
  return (
    <div className="film-captions__fields">
      <InputField
        label={texts.language}
        placeholder={texts.languagePlaceholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        {...form.field('language')}
      />
      <InputField label={texts.label} placeholder={texts.labelPlaceholder} autoComplete="off" maxLength={40} {...form.field('label')} />
    </div>
  );
}

/** The caption file's input, bound to the form; emptied when the form is reset after an upload. */
function CaptionFileField({ form }: { form: CaptionFormState }) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  // A file input cannot be given a value, only emptied: done when the form goes back to no file (after a save).
  const value = useWatch({ control: form.hookForm.control, name: 'file' });
  useEffect(() => {
    if (value === null && input.current) input.current.value = '';
  }, [value]);
  return (
    <Controller
      control={form.hookForm.control}
      name="file"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {texts.file}
            </label>
            <input
              ref={(element) => {
                input.current = element;
                field.ref(element);
              }}
              id={inputId}
              name={field.name}
              type="file"
              className="film-captions__file"
              accept={CAPTION_UPLOAD_ACCEPT}
              disabled={form.isSubmitting}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onBlur={field.onBlur}
              onChange={(event) => {
                form.hookForm.clearErrors('file');
                field.onChange(event.currentTarget.files?.[0] ?? null);
              }}
            />
            <FieldError id={errorId} error={error} />
          </div>
        );
      }}
    />
  );
}
