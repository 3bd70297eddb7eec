// Page-wide effects of open dialogs: which one is on top (only it answers keys), the page behind made inert,
// and the page's scroll locked while any dialog is open and restored when the last one closes.

const openDialogs: object[] = [];

/** Registers a dialog as the top-most one; returns the function that removes it. */
export function pushDialog(dialog: object): () => void {
  openDialogs.push(dialog);
  return () => {
    const index = openDialogs.lastIndexOf(dialog);
    if (index !== -1) openDialogs.splice(index, 1);
  };
}

export function isTopDialog(dialog: object): boolean {
  return openDialogs.at(-1) === dialog;
}

/**
 * Makes every other child of <body> inert (unreachable by keyboard, pointer and screen readers), so a
 * dialog is modal for assistive technology too. Returns the function that undoes exactly what it changed.
 */
export function makeOthersInert(keep: Element): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.contains(keep) || element.hasAttribute('inert')) continue;
    if (element instanceof HTMLScriptElement || element instanceof HTMLStyleElement) continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

let scrollLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind from scrolling; the scrollbar's width is kept as padding so nothing jumps. */
export function lockScroll(): () => void {
  if (scrollLocks === 0) {
    const { style } = document.body;
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    savedBodyStyle = { overflow: style.overflow, paddingRight: style.paddingRight };
    style.overflow = 'hidden';
    if (scrollbarWidth > 0) style.paddingRight = `${scrollbarWidth}px`;
  }
  scrollLocks += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    scrollLocks -= 1;
    if (scrollLocks === 0 && savedBodyStyle) {
      document.body.style.overflow = savedBodyStyle.overflow;
      document.body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.tabIndex < 0) return false;
    if (element.closest('[hidden], [inert]')) return false;
    // Browsers only: jsdom has no layout, and no checkVisibility either.
    return typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true });
  });
}
