import { useCallback, useId, type Ref } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { formatFileSize } from '../../../content/admin-shell.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import type { ZodFormState } from '../../form/use-zod-form.ts';
import { LineIcon, roundStroke } from '../../line-icon/line-icon.tsx';
import { FieldError } from '../../form/fields.tsx';
import { fileProblem, mergeFiles, type FileRule } from './file-checks.ts';
import { useFileDrop } from './use-file-drop.ts';
import './upload.css';

const texts = adminBackstageContent.upload;

interface DropZoneTexts {
  /** The field's label ('Photos'): the file input's accessible name. */
  label: string;
  /** The zone's big line ('Drop photos here or choose files') and the rule under it. */
  title: string;
  hint: string;
}

export interface FileDropZoneProps {
  name: string;
  texts: DropZoneTexts;
  /** Several files, added to those already chosen; otherwise one, replacing the one chosen. */
  multiple?: boolean;
  files: readonly File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  /** The input, for the form to focus when this field is refused. */
  inputRef?: Ref<HTMLInputElement>;
  /** The rule each chosen file is marked against (too large, wrong type); the picker offers its `accept`. */
  rule: FileRule;
  error?: string;
  disabled?: boolean;
  /** Small previews of chosen images. */
  showPreviews?: boolean;
}

/**
 * A file picker that also takes files dropped on it. The native input stays in the page (visually hidden), so
 * the keyboard reaches it and the zone around it shows its focus; the chosen files are listed under the zone,
 * each with its size, a mark when the browser already sees it will be refused, and a button to remove it.
 */
export function FileDropZone({
  name,
  texts: zoneTexts,
  multiple = false,
  files,
  onChange,
  onBlur,
  inputRef,
  rule,
  error,
  disabled = false,
  showPreviews = false,
}: FileDropZoneProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const take = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    onChange(multiple ? mergeFiles(files, chosen) : [chosen[0]!]);
  };
  const drop = useFileDrop({ disabled, onFiles: take });

  return (
    <div className="field file-drop">
      <span id={labelId} className="field__label">
        {zoneTexts.label}
      </span>
      <label htmlFor={inputId} className={drop.className('file-drop__zone', { invalid: Boolean(error) })} {...drop.dropProps}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="file"
          className="visually-hidden"
          accept={rule.accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onBlur={onBlur}
          onChange={(event) => {
            take(Array.from(event.currentTarget.files ?? []));
            // Lets the same file be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
        <UploadIcon />
        <span className="file-drop__title">{zoneTexts.title}</span>
        <span id={hintId} className="file-drop__hint">
          {zoneTexts.hint}
        </span>
      </label>
      <FieldError id={errorId} error={error} />
      {files.length > 0 && (
        <ChosenFiles
          files={files}
          rule={rule}
          showPreviews={showPreviews}
          disabled={disabled}
          showCount={multiple}
          onRemove={(removed) => onChange(files.filter((file) => file !== removed))}
          onClear={() => onChange([])}
        />
      )}
    </div>
  );
}

export type FileDropFieldProps<Values extends FieldValues, Output> = Omit<
  FileDropZoneProps,
  'name' | 'files' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'disabled'
> & {
  /** The useZodForm form; the field holds a File[] when `multiple`, otherwise a File or null. */
  form: ZodFormState<Values, Output>;
  name: Path<Values>;
};

/** A FileDropZone bound to a form field: a new choice takes the field's message away; disabled while the form sends. */
export function FileDropField<Values extends FieldValues, Output>({
  form,
  name,
  multiple = false,
  ...zoneProps
}: FileDropFieldProps<Values, Output>) {
  return (
    <Controller
      control={form.hookForm.control}
      name={name}
      render={({ field, fieldState }) => {
        const value: unknown = field.value;
        return (
          <FileDropZone
            {...zoneProps}
            name={field.name}
            multiple={multiple}
            files={Array.isArray(value) ? value : value instanceof File ? [value] : []}
            onChange={(files) => {
              form.hookForm.clearErrors(name);
              field.onChange(multiple ? files : (files[0] ?? null));
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={form.isSubmitting}
          />
        );
      }}
    />
  );
}

interface ChosenFilesProps {
  files: readonly File[];
  rule: FileRule;
  showPreviews: boolean;
  showCount: boolean;
  disabled: boolean;
  onRemove: (file: File) => void;
  onClear: () => void;
}

function ChosenFiles({ files, rule, showPreviews, showCount, disabled, onRemove, onClear }: ChosenFilesProps) {
  return (
    <div className="admin-column admin-column--tight">
      {showCount && (
        <div className="admin-row file-list__head">
          <span>{texts.selectedCount(files.length)}</span>
          <button type="button" className="file-list__clear" onClick={onClear} disabled={disabled}>
            {texts.clearFiles}
          </button>
        </div>
      )}
      <ul className="file-list__items">
        {files.map((file, index) => {
          const problem = fileProblem(file, rule);
          return (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className={`admin-row admin-tile file-list__item${problem ? ' file-list__item--invalid' : ''}`}
            >
              {showPreviews && problem !== 'type' ? <ImagePreview file={file} /> : <FileIcon />}
              <span className="file-list__text">
                <span className="admin-ellipsis file-list__name">{file.name}</span>
                <span className="admin-wrap file-list__meta">
                  {formatFileSize(file.size)}
                  {problem && (
                    <span className="file-list__problem">{problem === 'type' ? texts.fileWrongType : texts.fileTooLarge}</span>
                  )}
                </span>
              </span>
              <button
                type="button"
                className="file-list__remove"
                aria-label={texts.removeFile(file.name)}
                onClick={() => onRemove(file)}
                disabled={disabled}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A chosen image drawn from the file itself; its object URL lives as long as the preview. */
function ImagePreview({ file }: { file: File }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className="file-list__preview" alt="" width={40} height={40} />;
}

function FileIcon() {
  return (
    <span className="file-list__preview file-list__preview--icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path
          d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z M14 3v5h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

function UploadIcon() {
  return (
    <LineIcon className="file-drop__icon" size={32}>
      <path d="M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" {...roundStroke(1.7)} />
    </LineIcon>
  );
}
