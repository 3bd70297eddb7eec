import { useId } from 'react';
import './segmented-control.css';

export interface SegmentedControlProps<Value extends string> {
  legend: string;
  /** The choices, in order, each shown with its label. */
  values: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** The legend is for assistive technology only (the switch sits in a panel's head that names it already). */
  hideLegend?: boolean;
}

/**
 * A switch between a few choices (Movies or Movie Galleries; a YouTube link or a file), drawn as one pill.
 * It is a group of radios, so the arrow keys move between the choices and assistive technology names the group.
 */
export function SegmentedControl<Value extends string>({
  legend,
  values,
  labels,
  value,
  onChange,
  disabled = false,
  hideLegend = false,
}: SegmentedControlProps<Value>) {
  const name = useId();
  return (
    <fieldset className="segmented" disabled={disabled}>
      <legend className={hideLegend ? 'visually-hidden' : 'field__label'}>{legend}</legend>
      <div className="segmented__options">
        {values.map((choice) => (
          <label key={choice} className="segmented__option">
            <input
              type="radio"
              className="segmented__input"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span className="segmented__text">{labels[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
