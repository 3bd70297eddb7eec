// /admin/codes (docs/product.md#offers): every promo and screener code in a server-paged table, searched by code,
// filtered by status (all, active, disabled), sorted on its columns and exported as CSV, as Payments is. Each row's
// menu: Redemptions (a dialog), Disable (confirmed) or Enable. New code opens the form; a batch then offers its codes
// as CSV. The films' titles and the studio's time zone come with the admin movie list. The list's state lives in the
// URL.
import { useState } from 'react';
import { CODE_SORTS, CODE_STATUS_FILTERS, type AdminCode } from '../../../common/admin-offers.ts';
import { useAdminMovies, useStudioTimeZone } from '../../api/admin/list-admin-movies.ts';
import { useAdminCodes } from '../../api/admin/list-admin-codes.ts';
import { useSetCodeActiveMutation } from '../../api/admin/set-code-active.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import { CodeBatchDialog } from '../../components/admin/codes/code-batch-dialog.tsx';
import { CodeFormModal } from '../../components/admin/codes/code-form-modal.tsx';
import { CodeRedemptionsModal } from '../../components/admin/codes/code-redemptions-modal.tsx';
import { ExportButton } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { OfferCatalogueProvider } from '../../components/admin/offers/offer-catalogue.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { adminCodesContent as content } from '../../content/admin-codes.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { codeActions, codeCard, codeColumns, type CodeHandlers } from './admin-codes-page-columns.tsx';
import '../../components/admin/codes/codes.css';

const listSpec = {
  sorts: CODE_SORTS,
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { status: oneOf(CODE_STATUS_FILTERS) },
} as const;

const statusOptions = CODE_STATUS_FILTERS.map((value) => ({ value, label: content.statusOptions[value] }));

/** The dialog open over the list: the New code form, a batch just made, or a code's redemptions. */
type Dialog = { kind: 'form' } | { kind: 'batch'; codes: AdminCode[] } | { kind: 'redemptions'; code: AdminCode } | null;

export function AdminCodesPage() {
  const list = useListParams(listSpec);
  const codes = useAdminCodes(list.query);
  const movies = useAdminMovies();
  const studioTimeZone = useStudioTimeZone();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const { flash, show } = useFlashMessage();
  const setActive = useSetCodeActiveMutation();
  const toggle = useConfirmedAction({
    mutation: setActive,
    variables: (code: AdminCode) => ({ codeId: code.id, active: !code.is_active }),
    texts: (code) =>
      code.is_active
        ? { ...content.confirmDisable(code.code), failureText: adminScreenMessages.codeDisableFailed }
        : { ...content.confirmEnable(code.code), failureText: adminScreenMessages.codeEnableFailed },
    onDone: (code) => show('success', code.is_active ? content.codeDisabled : content.codeEnabled),
  });
  const handlers: CodeHandlers = { showRedemptions: (code) => setDialog({ kind: 'redemptions', code }), toggleActive: toggle.ask };
  const isFiltered = list.search !== '' || list.filters.status !== 'all';

  const created = (made: AdminCode[]) => {
    const [first] = made;
    if (made.length === 1 && first?.batch_id === null) {
      close();
      show('success', content.codeCreated(first.code));
    } else {
      setDialog({ kind: 'batch', codes: made });
    }
  };

  return (
    <OfferCatalogueProvider movies={movies.data} timeZone={studioTimeZone}>
      <AdminListPage
        texts={{
          ...content,
          emptyTitle: isFiltered ? content.noMatchTitle : content.emptyTitle,
          emptyHint: isFiltered ? content.noMatchHint : content.emptyHint,
        }}
        add={{ label: content.newCode, onClick: () => setDialog({ kind: 'form' }) }}
        errorText={adminScreenMessages.codesLoadFailed}
        list={list}
        query={codes}
        rowsOf={(page) => page.codes}
        filters={[{ filter: 'status', label: content.statusLabel, options: statusOptions }]}
        actions={<ExportButton list="codes" query={list.query} onFailed={(text) => show('error', text)} />}
        table={{
          columns: codeColumns,
          rowKey: (code) => code.id,
          sortable: true,
          card: codeCard,
          columnsKey: 'codes',
          actions: { of: (code) => codeActions(code, handlers), name: (code) => code.code },
        }}
        confirm={toggle.dialog}
        flash={flash}
      >
        {/* The form chooses films from the catalogue and reads the dates in the studio's zone: both come with the movie list. */}
        {dialog?.kind === 'form' && movies.data && studioTimeZone && (
          <CodeFormModal movies={movies.data} studioTimeZone={studioTimeZone} onClose={close} onCreated={created} />
        )}
        {dialog?.kind === 'batch' && <CodeBatchDialog codes={dialog.codes} onClose={close} />}
        {dialog?.kind === 'redemptions' && <CodeRedemptionsModal code={dialog.code} onClose={close} />}
      </AdminListPage>
    </OfferCatalogueProvider>
  );
}
