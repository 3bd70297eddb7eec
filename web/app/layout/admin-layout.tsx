import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import './admin-layout.css';

/** The admin screens of SPEC.md §2, in the spec's order. */
const adminNavItems = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/movies', label: 'Movies' },
  { to: '/admin/backstage', label: 'Backstage' },
  { to: '/admin/movie-galleries', label: 'Movie Galleries' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/rentals', label: 'Rentals' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/email-logs', label: 'Email Logs' },
] as const;

/** Admin navigation beside the admin page; loaded only when an admin opens the admin area. */
export function AdminLayout() {
  return (
    <div className="admin-layout container">
      <aside className="admin-layout__sidebar">
        <p className="eyebrow admin-layout__label">Admin panel</p>
        <nav aria-label="Admin">
          <ul className="admin-nav">
            {adminNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={'end' in item ? item.end : false} className="admin-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="admin-layout__content">
        <Suspense fallback={<PageStatus>Loading...</PageStatus>}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
