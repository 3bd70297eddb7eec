// The admin shell's small line icons: one beside each screen's link, and those of View site, Logout and the
// sidebar's collapse button. Decorative: the label beside each (or, in the collapsed rail, its accessible name and
// tooltip) says what it is.
import type { AdminIconName } from '../../../content/admin-shell.ts';
import { LineIcon, roundStroke } from '../../../components/line-icon/line-icon.tsx';

const PATHS: Record<AdminIconName, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  insight: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6M20 6l-4 4-4-2-4 4',
  movies: 'M4 5h16v14H4zM4 9h16M4 15h16M8 5v4M12 5v4M16 5v4M8 15v4M12 15v4M16 15v4',
  backstage: 'M4 10h16v10H4zM4 10l1.5-5.5 15 0L19 10M8.5 4.5 7 10M14 4.5 12.5 10',
  galleries: 'M3 5h14v12H3zM7 20h14V8M3 14l4-4 4 4 2-2 4 4M12.5 8.5h.01',
  users: 'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M20 20v-1.5a3.5 3.5 0 0 0-2.6-3.4M15.5 4.6a3.5 3.5 0 0 1 0 6.8',
  rentals: 'M3 9a2 2 0 0 0 0 6v3h18v-3a2 2 0 0 1 0-6V6H3zM14 6v12',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  codes: 'M3 12V4h8l10 10-8 8zM7.5 8h.01',
  bundles: 'M12 3 3 7.5l9 4.5 9-4.5zM3 12l9 4.5 9-4.5M3 16.5 12 21l9-4.5',
  newsletter: 'M4 11v2a1 1 0 0 0 1 1h2l5 4V6L7 10H5a1 1 0 0 0-1 1M16 9a4 4 0 0 1 0 6M19 6.5a8 8 0 0 1 0 11',
  emailLogs: 'M3 6h18v12H3zM3 7l9 6 9-6',
  audit: 'M12 3 4 6v5c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10V6zM8.5 12l2.5 2.5 4.5-5',
  viewSite: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l-5-5 5-5M5 12h11',
  collapse: 'M4 4h16v16H4zM9 4v16M16 9l-3 3 3 3',
  expand: 'M4 4h16v16H4zM9 4v16M13 9l3 3-3 3',
};

export function AdminIcon({ name, size = 18 }: { name: AdminIconName; size?: number }) {
  return (
    <LineIcon size={size} className="admin-icon">
      <path d={PATHS[name]} {...roundStroke(1.7)} />
    </LineIcon>
  );
}
