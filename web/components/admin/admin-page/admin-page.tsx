// The frame of an admin screen: its heading with the screen's main action, and the corner where short
// confirmations ('Movie deactivated successfully') appear, in view wherever the admin has scrolled to.
import type { ReactNode } from 'react';
import { adminShellContent } from '../../../content/admin-shell.ts';
import { FlashMessage, type Flash } from '../../flash-message/flash-message.tsx';
import { PageHeader } from '../../page-header/page-header.tsx';
import './admin-page.css';

export interface AdminPageHeaderProps {
  title: string;
  intro?: string;
  /** The screen's main action, an 'Add …' button ('Add Movie'). */
  add?: { label: string; onClick: () => void };
  /** The screen's other buttons, before its main action ('Reorder'). */
  actions?: ReactNode;
}

export function AdminPageHeader({ title, intro, add, actions }: AdminPageHeaderProps) {
  return (
    <PageHeader eyebrow={adminShellContent.eyebrow} title={title}>
      {(intro || add || actions) && (
        <div className="spread-row admin-page-header__row">
          {intro && <p className="admin-page-header__intro">{intro}</p>}
          {(add || actions) && (
            <div className="button-row">
              {actions}
              {add && (
                <button type="button" className="button button--primary" onClick={add.onClick}>
                  <AddIcon />
                  {add.label}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </PageHeader>
  );
}

/** The flash of useFlashMessage() as a toast, announced politely. */
export function AdminToast({ flash }: { flash: Flash | null }) {
  return (
    <div className="admin-toast">
      <FlashMessage flash={flash} />
    </div>
  );
}

/** A plus sign for the 'Add …' button. */
function AddIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
