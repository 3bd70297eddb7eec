// U+0000 anywhere in a request's input: PostgreSQL cannot store it in text and fails the whole statement, which
// would surface as a 500 for bad input (docs/product.md#errors). Checked by the NUL guard (plugins/no-nul.ts) and
// by the upload routes that read their own multipart fields.
const NUL = '\u0000';

/** True when `value`, or any string, key or element nested in it, contains U+0000. */
export function containsNul(value: unknown): boolean {
  // An explicit stack rather than recursion: a deeply nested JSON body must not overflow the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    // Raw bytes (a webhook's body) are not text fields; walking them byte by byte would only cost time.
    if (ArrayBuffer.isView(current)) continue;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const element of current) pending.push(element);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, nested] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(nested);
      }
    }
  }
  return false;
}
