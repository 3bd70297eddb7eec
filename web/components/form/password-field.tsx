import { useId, useState } from 'react';
import { passwordToggleContent } from '../../content/controls.ts';
import { LineIcon, roundStroke } from '../line-icon/line-icon.tsx';
import { InputField, type InputFieldProps } from './fields.tsx';

export type PasswordFieldProps = Omit<InputFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a show/hide toggle. The toggle's name says what pressing it does ('Show password',
 * 'Hide password') rather than using aria-pressed, so it is never announced as "Hide password, pressed".
 */
export function PasswordField({ id, label, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-password`;
  const [isVisible, setVisible] = useState(false);
  const subject = label.toLowerCase();

  return (
    <InputField
      {...props}
      id={inputId}
      label={label}
      type={isVisible ? 'text' : 'password'}
      // Browsers must not offer to autocorrect or capitalise a visible password.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="touch-box field__toggle"
          aria-controls={inputId}
          aria-label={isVisible ? passwordToggleContent.hide(subject) : passwordToggleContent.show(subject)}
          onClick={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** The eye's outline: unfilled, with round corners. */
const eyeStroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' } as const;

function EyeIcon() {
  return (
    <LineIcon size={20}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" {...eyeStroke} />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </LineIcon>
  );
}

function EyeOffIcon() {
  return (
    <LineIcon size={20}>
      <path
        d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.1 4M6.6 6.6C3.7 8.5 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
        {...roundStroke(1.8)}
      />
      <path d="m3 3 18 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </LineIcon>
  );
}
