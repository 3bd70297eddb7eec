// Find anything (docs/product.md#admin-find-anything): the admin top bar's search button, with its shortcut, and the
// dialog it opens (search-dialog.tsx). Ctrl+K (⌘K on a Mac) and '/' open it from anywhere in the admin.
import { useState } from 'react';
import { adminSearchContent as content } from '../../../content/admin-search.ts';
import { SearchDialog } from './search-dialog.tsx';
import { useSearchShortcut } from './use-search-shortcut.ts';
import './admin-search.css';

/** Apple keyboards say ⌘ where the others say Ctrl. The admin is rendered in the browser alone. */
const isAppleKeyboard = () => /Mac|iPhone|iPad/.test(navigator.platform);

export function AdminSearch() {
  const [isOpen, setOpen] = useState(false);
  useSearchShortcut(() => setOpen(true));
  const shortcut = isAppleKeyboard() ? content.shortcutApple : content.shortcutOther;

  return (
    <>
      <button
        type="button"
        className="admin-search__button"
        title={content.openTitle(shortcut)}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="admin-search__button-text">{content.open}</span>
        {/* Said by aria-keyshortcuts; read aloud, 'Ctrl K' would only lengthen the button's name. */}
        <kbd className="admin-search__shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {isOpen && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}
