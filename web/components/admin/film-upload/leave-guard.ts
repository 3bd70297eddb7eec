// Leaving the page stops a film's transfer; the browser asks first while one runs (it can be resumed, but not
// for free).
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** Asks before the page is left while `isSending`; not otherwise. */
export function guardLeaving(isSending: boolean): void {
  if (isSending) window.addEventListener('beforeunload', warnBeforeLeaving);
  else window.removeEventListener('beforeunload', warnBeforeLeaving);
}
