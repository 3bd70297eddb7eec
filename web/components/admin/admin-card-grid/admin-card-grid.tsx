// The card grid of the admin catalogue screens (the movies' poster view, movie galleries): each card an image, a
// title, a few facts, status badges and the item's actions: buttons, and optionally a '⋯' menu for the rest (its
// destructive actions set apart). One look for both screens.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { adminCardContent } from '../../../content/admin-shell.ts';
import { FactList, type Fact } from '../../fact-list/fact-list.tsx';
import { ResponsiveImage, type ResponsiveImageProps } from '../../responsive-image/responsive-image.tsx';
import type { RowAction } from '../row-actions/row-action.ts';
import { RowActionsMenu } from '../row-actions/row-actions-menu.tsx';
import './admin-card-grid.css';

/** Posters are 2:3 portraits, covers 16:9 landscapes: the grid's columns follow. */
export type AdminCardShape = 'poster' | 'cover';

const MAX_STAGGERED_CARDS = 8;

export function AdminCardGrid({ label, shape, children }: { label: string; shape: AdminCardShape; children: ReactNode }) {
  return (
    <ul className={`admin-card-grid admin-card-grid--${shape}`} aria-label={label}>
      {children}
    </ul>
  );
}

export type BadgeTone = 'success' | 'muted' | 'accent';

export function AdminBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}

export interface AdminCardProps {
  title: string;
  shape: AdminCardShape;
  /** The image, drawn to fill the card's media box. */
  image: Pick<ResponsiveImageProps, 'src' | 'alt' | 'width' | 'height' | 'sizes'>;
  /** Above the title ('Active', 'Coming soon'). */
  badges?: ReactNode;
  facts: Fact[];
  /** The card's buttons (Edit, Delete), each naming the card's title. */
  actions: Omit<AdminCardButtonProps, 'item'>[];
  /** After the buttons, a '⋯' menu ('Actions for {title}') with the card's other actions. */
  menu?: readonly RowAction[];
  /** Shown subdued (an inactive movie). */
  dimmed?: boolean;
  /** Position in the grid, for the entrance stagger. */
  index?: number;
}

interface AdminCardButtonProps {
  /** What the button does ('Edit'), its text. */
  action: string;
  /** The card's title: the button's accessible name says which item it acts on ('Edit Northbound'). */
  item: string;
  /** The action takes something away (Delete, Deactivate). */
  danger?: boolean;
  onClick: () => void;
}

/** One of a card's actions. */
function AdminCardButton({ action, item, danger = false, onClick }: AdminCardButtonProps) {
  return (
    <button
      type="button"
      className={`button button--small ${danger ? 'button--danger' : 'button--secondary'}`}
      aria-label={adminCardContent.actionLabel(action, item)}
      onClick={onClick}
    >
      {action}
    </button>
  );
}

/** One item of an AdminCardGrid (it renders its own list item). */
export function AdminCard({ title, shape, image, badges, facts, actions, menu, dimmed = false, index = 0 }: AdminCardProps) {
  const titleId = useId();
  const style = { '--card-index': Math.min(index, MAX_STAGGERED_CARDS) } as CSSProperties;
  return (
    <li className="admin-card-grid__item">
      <article
        className={`grid-card admin-card admin-card--${shape}${dimmed ? ' admin-card--dimmed' : ''}`}
        aria-labelledby={titleId}
        style={style}
      >
        <div className="admin-card__media">
          <ResponsiveImage {...image} />
        </div>
        <div className="admin-card__body">
          {badges && <div className="admin-wrap admin-card__badges">{badges}</div>}
          <h2 id={titleId} className="admin-card__title">
            {title}
          </h2>
          <FactList facts={facts} className="admin-facts admin-facts--one-line admin-card__facts" />
          <div className="admin-card__actions">
            {actions.map((action) => (
              <AdminCardButton key={action.action} {...action} item={title} />
            ))}
            {menu && <RowActionsMenu name={title} actions={menu} />}
          </div>
        </div>
      </article>
    </li>
  );
}
