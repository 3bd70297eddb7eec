// /admin/users (docs/product.md#admin-users): every user in a server-paged table (name and e-mail, role, rentals,
// total spent, joined), searched by name or e-mail, sorted on its columns; a name (or its row's View details)
// opens the user's detail with both histories, and /admin/users?user={id} opens it from a link (the shell's
// search, a payment's or a rental's menu). The list's state lives in the URL.
import { USER_SORTS, type AdminUser } from '../../../common/admin-business.ts';
import { formatPrice } from '../../../common/format.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useAdminUsers } from '../../api/admin/list-admin-users.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { USER_PARAM, useDeepLinkParam } from '../../components/admin/admin-list-page/deep-links.ts';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell, StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { useListParams } from '../../components/admin/data-table/use-list-params.ts';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminUsersContent as content, userName } from '../../content/admin-users.ts';
import { UserDetailLink } from './admin-users-page-detail.tsx';
import { OpenUserContext, UserNameButton } from './admin-users-page-name.tsx';
import './admin-users-page.css';

const listSpec = { sorts: USER_SORTS, defaultSort: 'created_at', defaultOrder: 'desc' } as const;

// The e-mail sits under the name, so two users of one name are told apart; the E-mail column (to sort by it) is
// the admin's to show.
const columns: DataColumn<AdminUser, (typeof USER_SORTS)[number]>[] = [
  {
    id: 'name',
    header: content.columns.name,
    sort: 'name',
    firstOrder: 'asc',
    rowHeader: true,
    cell: (user) => (
      <span className="data-table__stack">
        <UserNameButton user={user} />
        <span className="admin-hint admin-hint--small">{user.email}</span>
      </span>
    ),
  },
  { id: 'email', header: content.email, sort: 'email', firstOrder: 'asc', hideable: true, hiddenByDefault: true, cell: (user) => user.email },
  {
    id: 'role',
    header: content.columns.role,
    cell: (user) => (user.is_admin ? <StatusBadge tone="accent">{content.admin}</StatusBadge> : <StatusBadge tone="muted">{content.customer}</StatusBadge>),
  },
  {
    id: 'rentals',
    header: content.rentals,
    sort: 'total_rentals',
    numeric: true,
    hideable: true,
    cell: (user) => user.total_rentals.toLocaleString('en-US'),
  },
  { id: 'spent', header: content.spent, sort: 'total_spent', numeric: true, cell: (user) => formatPrice(user.total_spent) },
  { id: 'joined', header: content.joined, sort: 'created_at', hideable: true, cell: (user) => <DateTimeCell value={user.created_at} /> },
];

const card = { title: 'name', amount: 'spent', status: 'role', meta: ['rentals', 'joined'] } as const;

/** The row's menu: the detail, and the user's payments and rentals on their screens. */
const userActions = (user: AdminUser, open: (user: AdminUser) => void): RowAction[] => {
  const search = encodeURIComponent(user.email);
  return [
    { label: content.viewDetails, ariaLabel: content.viewDetailsOf(userName(user)), primary: true, onSelect: () => open(user) },
    { label: content.viewPayments, href: `/admin/payments?search=${search}` },
    { label: content.viewRentals, href: `/admin/rentals?search=${search}` },
  ];
};

export function AdminUsersPage() {
  const list = useListParams(listSpec);
  const users = useAdminUsers(list.query);
  const detail = useDeepLinkParam(USER_PARAM);
  const { flash, show } = useFlashMessage();
  const open = (user: AdminUser) => detail.open(user.id);

  return (
    <OpenUserContext value={open}>
      <AdminListPage
        texts={content}
        errorText={adminScreenMessages.usersLoadFailed}
        list={list}
        query={users}
        rowsOf={(page) => page.users}
        table={{
          columns,
          rowKey: (user) => user.id,
          sortable: true,
          card,
          columnsKey: 'users',
          actions: { of: (user) => userActions(user, open), name: userName },
        }}
        flash={flash}
      >
        {detail.id !== null && (
          <UserDetailLink
            userId={detail.id}
            listed={users.data?.users.find((user) => user.id === detail.id)}
            onClose={detail.close}
            onFailed={(text) => {
              show('error', text);
              detail.close();
            }}
          />
        )}
      </AdminListPage>
    </OpenUserContext>
  );
}
