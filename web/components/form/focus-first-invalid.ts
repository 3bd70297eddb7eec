/** Moves focus to the first field, in form order, that has an error, so the user lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && errors[element.name]) {
      element.focus();
      return;
    }
  }
}
