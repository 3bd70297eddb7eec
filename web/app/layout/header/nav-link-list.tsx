import { NavLink } from 'react-router';
import type { NavItem } from './nav-items.ts';

export interface NavLinkListProps {
  items: readonly NavItem[];
  listClassName: string;
  linkClassName: string;
  /** A menu that closes once a link is followed. */
  onNavigate?: () => void;
}

/** The header's lists of links: the row of site links, the Account dropdown, the toggle menu. */
export function NavLinkList({ items, listClassName, linkClassName, onNavigate }: NavLinkListProps) {
  return (
    <ul className={listClassName}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClassName} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The account's person icon: the Account dropdown's button, the account page's link in the row. */
export function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
