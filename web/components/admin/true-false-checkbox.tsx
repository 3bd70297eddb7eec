// A checkbox for a field the server reads as the text 'true' or 'false' (multipart forms carry no booleans): the
// cover's "Coming soon", the movie's "Feature on the home page".
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxField } from '../form/fields.tsx';

interface TrueFalseCheckboxProps<Values extends FieldValues, Parsed> {
  // The form's own control (its schema turns the texts into what the server reads, hence `Parsed`).
  control: Control<Values, unknown, Parsed>;
  name: FieldPath<Values>;
  label: string;
  hint?: string;
  disabled?: boolean;
}

export function TrueFalseCheckbox<Values extends FieldValues, Parsed extends FieldValues>({
  control,
  name,
  label,
  hint,
  disabled,
}: TrueFalseCheckboxProps<Values, Parsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          checked={field.value === 'true'}
          onChange={(event) => field.onChange(event.target.checked ? 'true' : 'false')}
          onBlur={field.onBlur}
          disabled={disabled}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
