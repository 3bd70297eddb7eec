// /admin/users (docs/product.md#admin-users): every user as a card (name, e-mail, Admin badge, joined,
// rentals, total spent), searched by name or e-mail, sorted, paged by the server; a card opens the user's
// detail with both histories. The list's state lives in the URL.
import { useState } from 'react';
import { USER_SORTS, type AdminUser } from '../../../common/admin-business.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminUsers } from '../../api/admin/list-admin-users.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { SortSelect, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { UserDetailModal } from '../../components/admin/user-detail/user-detail-modal.tsx';
import { FactList } from '../../components/fact-list/fact-list.tsx';
import { formatDay } from '../../content/admin-lists.ts';
import { adminUsersContent as content, userName } from '../../content/admin-users.ts';
import './admin-users-page.css';

const listSpec = { sorts: USER_SORTS, defaultSort: 'created_at', defaultOrder: 'desc' } as const;

export function AdminUsersPage() {
  const list = useListParams(listSpec);
  const users = useAdminUsers(list.query);
  const [opened, setOpened] = useState<AdminUser | null>(null);

  return (
    <AdminListPage
      texts={content}
      errorText={adminScreenMessages.usersLoadFailed}
      list={list}
      query={users}
      rowsOf={(page) => page.users}
      toolbar={<SortSelect choices={content.sortOptions} sort={list.sort} order={list.order} onSort={list.setSort} />}
      renderRows={(rows, isUpdating) => (
        <ul className="user-grid" aria-label={content.listLabel} aria-busy={isUpdating || undefined}>
          {rows.map((user) => (
            <UserCard key={user.id} user={user} onOpen={() => setOpened(user)} />
          ))}
        </ul>
      )}
    >
      {opened && <UserDetailModal user={opened} onClose={() => setOpened(null)} />}
    </AdminListPage>
  );
}

/** Initials for the card's monogram ('JD'). */
function initialsOf(user: AdminUser): string {
  const first = [...user.first_name.trim()][0] ?? '';
  const last = [...user.last_name.trim()][0] ?? '';
  return (first + last).toUpperCase() || '?';
}

function UserCard({ user, onOpen }: { user: AdminUser; onOpen: () => void }) {
  const name = userName(user);
  const facts = [
    { term: content.joined, value: formatDay(user.created_at) },
    { term: content.rentals, value: user.total_rentals.toLocaleString('en-US') },
    { term: content.spentShort, value: formatPrice(user.total_spent) },
  ];
  return (
    <li className="user-grid__item">
      <article className="user-card">
        <div className="user-card__head">
          <span className="admin-disc admin-disc--ember user-card__monogram" aria-hidden="true">
            {initialsOf(user)}
          </span>
          <div className="admin-stack">
            <h2 className="user-card__name">
              {/* The button covers the whole card (::after), so a click anywhere on it opens the detail. */}
              <button type="button" className="user-card__open" aria-haspopup="dialog" onClick={onOpen}>
                {name}
              </button>
            </h2>
            <p className="admin-ellipsis user-card__email" title={user.email}>
              {user.email}
            </p>
            {user.is_admin && (
              <p className="user-card__badge">
                <StatusBadge tone="accent">{content.admin}</StatusBadge>
              </p>
            )}
          </div>
        </div>
        <FactList facts={facts} className="admin-facts admin-facts--one-line user-card__facts" />
      </article>
    </li>
  );
}
