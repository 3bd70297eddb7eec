// /admin/bundles (docs/product.md#offers): every bundle, active or not, in a table (cards on a phone): its title, films,
// price, payments, revenue and whether it is on sale. New bundle opens the form; each row's menu has Edit, and
// /admin/bundles?edit={id} opens a bundle's form (the audit log links there). The films' titles come with the admin
// movie list. Bundles are few: the list comes whole, on one page.
import type { AdminBundle } from '../../../common/admin-offers.ts';
import { formatPrice } from '../../../common/format.ts';
import { useAdminBundles } from '../../api/admin/list-admin-bundles.ts';
import { useAdminMovies } from '../../api/admin/list-admin-movies.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { EDIT_PARAM, useDeepLinkParam } from '../../components/admin/admin-list-page/deep-links.ts';
import { useItemEditor } from '../../components/admin/admin-page/use-item-editor.ts';
import { BundleFormModal } from '../../components/admin/bundles/bundle-form-modal.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { StatusBadge } from '../../components/admin/data-table/list-controls.tsx';
import { useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { FilmsCell, OfferCatalogueProvider } from '../../components/admin/offers/offer-catalogue.tsx';
import type { RowAction } from '../../components/admin/row-actions/row-action.ts';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminBundlesContent as content } from '../../content/admin-bundles.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';

// The server's order (the newest first): nothing to sort, search or filter.
const listSpec = { sorts: ['created_at'], defaultSort: 'created_at', defaultOrder: 'desc' } as const;

const columns: DataColumn<AdminBundle, 'created_at'>[] = [
  { id: 'title', header: content.columns.title, rowHeader: true, cell: (bundle) => bundle.title },
  {
    id: 'films',
    header: content.columns.films,
    hideable: true,
    cell: (bundle) => <FilmsCell movieIds={bundle.movie_ids} count={content.films} unknownFilm={content.unknownFilm} />,
  },
  { id: 'price', header: content.columns.price, numeric: true, cell: (bundle) => content.price(bundle.price) },
  { id: 'payments', header: content.columns.payments, numeric: true, hideable: true, cell: (bundle) => bundle.payments.toLocaleString('en-US') },
  { id: 'revenue', header: content.columns.revenue, numeric: true, hideable: true, cell: (bundle) => formatPrice(bundle.revenue) },
  {
    id: 'status',
    header: content.columns.status,
    cell: (bundle) =>
      bundle.is_active ? <StatusBadge tone="success">{content.active}</StatusBadge> : <StatusBadge tone="muted">{content.inactive}</StatusBadge>,
  },
];

const card = { title: 'title', amount: 'price', status: 'status', meta: ['films', 'payments', 'revenue'] } as const;

/** The whole list as one page, for the pager's 'Showing 1–3 of 3 bundles'. */
const onePage = (bundles: AdminBundle[]) => ({
  bundles,
  pagination: { total: bundles.length, page: 1, limit: Math.max(bundles.length, 1), totalPages: 1 },
});

export function AdminBundlesPage() {
  const list = useListParams(listSpec);
  const bundles = useAdminBundles();
  const movies = useAdminMovies();
  const { flash, show } = useFlashMessage();
  const adder = useItemEditor<AdminBundle>(() => show('success', content.bundleAdded));
  const editLink = useDeepLinkParam(EDIT_PARAM);
  const editing = editLink.id === null ? undefined : bundles.data?.find((bundle) => bundle.id === editLink.id);
  const actions = (bundle: AdminBundle): RowAction[] => [
    { label: content.edit, ariaLabel: content.editLabel(bundle.title), primary: true, onSelect: () => editLink.open(bundle.id) },
  ];

  return (
    <OfferCatalogueProvider movies={movies.data} timeZone={undefined}>
      <AdminListPage
        texts={content}
        add={{ label: content.newBundle, onClick: adder.add }}
        errorText={adminScreenMessages.bundlesLoadFailed}
        list={list}
        query={{ ...bundles, data: bundles.data && onePage(bundles.data), isPlaceholderData: false }}
        rowsOf={(page) => page.bundles}
        table={{ columns, rowKey: (bundle) => bundle.id, card, columnsKey: 'bundles', actions: { of: actions, name: (bundle) => bundle.title } }}
        flash={flash}
      >
        {/* The form chooses the films from the catalogue, which the movie list brings. */}
        {adder.modal && movies.data && <BundleFormModal {...adder.modal} movies={movies.data} />}
        {editing && movies.data && (
          <BundleFormModal
            item={editing}
            movies={movies.data}
            onClose={editLink.close}
            onSaved={() => {
              show('success', content.bundleUpdated);
              editLink.close();
            }}
          />
        )}
      </AdminListPage>
    </OfferCatalogueProvider>
  );
}
