// Which of a list's lesser columns the admin shows (docs/product.md#admin): remembered per list in localStorage,
// so the Payments table keeps its columns across visits while Rentals keeps its own. Only the columns marked
// hideable are the admin's to choose; a column not mentioned in what was stored shows as its default says.
import { useState } from 'react';

const STORAGE_PREFIX = 'admin-columns:';

/** A column the chooser lists: its id, its header, and whether it shows until the admin says otherwise. */
export interface ChoosableColumn {
  id: string;
  header: string;
  /** Hidden until chosen (a column the table can do without at a laptop's width). */
  hiddenByDefault?: boolean;
}

type Choices = Readonly<Record<string, boolean>>;

function readChoices(key: string): Choices {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + key) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    // Unreadable (or storage refused): the defaults.
    return {};
  }
}

function writeChoices(key: string, choices: Choices) {
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(choices));
  } catch {
    // Storage full or refused: the choice holds for this visit only.
  }
}

/**
 * The shown state of each choosable column and a setter that remembers it. Without a key nothing is stored: each
 * column shows as its default says.
 */
export function useColumnVisibility(storageKey: string | undefined) {
  const [choices, setChoices] = useState<Choices>(() => (storageKey ? readChoices(storageKey) : {}));
  const isShown = (column: ChoosableColumn) => choices[column.id] ?? !column.hiddenByDefault;
  const setShown = (id: string, shown: boolean) => {
    const next = { ...choices, [id]: shown };
    setChoices(next);
    if (storageKey) writeChoices(storageKey, next);
  };
  return { isShown, setShown };
}
