// A value that follows another once it has stopped changing for `delayMs`: the search dialog asks the server
// when the admin pauses, not at every keystroke (docs/product.md#admin-find-anything).
import { useEffect, useState } from 'react';

export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
