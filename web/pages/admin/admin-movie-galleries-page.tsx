// /admin/movie-galleries (docs/product.md#admin-galleries-and-behind-the-scenes): the covers in display order, each
// with Edit and Delete, and the add/edit form; "Reorder" puts them in order by drag and drop or Move up / Move down
// (docs/product.md#admin-reordering), saved in one request.
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useDeleteCoverMutation } from '../../api/admin/delete-cover.ts';
import { useAdminCovers } from '../../api/admin/list-admin-covers.ts';
import { useSaveCoverOrderMutation } from '../../api/admin/save-order.ts';
import { AdminBadge, AdminCard } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import {
  AdminCardsPage,
  useAdminCards,
  type AdminCardControls,
} from '../../components/admin/admin-list-page/admin-cards-page.tsx';
import { AdminPageHeader } from '../../components/admin/admin-page/admin-page.tsx';
import { CoverFormModal } from '../../components/admin/cover-form/cover-form-modal.tsx';
import { SortableList } from '../../components/admin/sortable-list/sortable-list.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { adminShellContent } from '../../content/admin-shell.ts';
import { adminGalleriesContent as content } from '../../content/admin-galleries.ts';
import { coverOrderContent } from '../../content/admin-order.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const COVER_SIZE = { width: 1280, height: 720, sizes: '(max-width: 560px) 92vw, 360px' };

const titleOf = (cover: AdminCover) => cover.title || content.untitled;

export function AdminMovieGalleriesPage() {
  const covers = useAdminCovers();
  const [reordering, setReordering] = useState(false);
  // Back from reordering, the keyboard returns to the Reorder button.
  const returnFocus = useRef(false);
  const reorderButton = (button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) button.focus();
    returnFocus.current = false;
  };
  const stopReordering = () => {
    returnFocus.current = true;
    setReordering(false);
  };
  const remove = useDeleteCoverMutation();
  const cards = useAdminCards({
    savedText: (edited) => (edited ? content.coverUpdated : content.coverAdded),
    action: {
      mutation: remove,
      variables: (cover: AdminCover) => cover.id,
      texts: (cover) => ({ ...content.confirmDelete(titleOf(cover)), failureText: adminScreenMessages.coverDeleteFailed }),
      doneText: () => content.coverDeleted,
    },
  });
  const texts = { ...content, errorText: adminScreenMessages.coversLoadFailed, addLabel: content.addCover };
  if (reordering) return <CoverOrderScreen covers={covers} onDone={stopReordering} />;
  const reorder = (
    <button ref={reorderButton} type="button" className="button button--secondary" onClick={() => setReordering(true)}>
      {coverOrderContent.reorder}
    </button>
  );
  return (
    <AdminCardsPage
      texts={texts}
      query={covers}
      shape="cover"
      cards={cards}
      Card={CoverCard}
      Form={CoverFormModal}
      headerActions={reorder}
    />
  );
}

/** Reorder mode: the covers in the sortable list. Cancel, or the way back, leaves it. */
function CoverOrderScreen({ covers, onDone }: { covers: ReturnType<typeof useAdminCovers>; onDone: () => void }) {
  const save = useSaveCoverOrderMutation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(adminShellContent.documentTitle(coverOrderContent.heading));
  // Entering the mode, the keyboard goes to its heading (the Reorder button it was on is gone).
  useEffect(() => heading.current?.focus(), []);
  const back = (
    <button type="button" className="button button--secondary" onClick={onDone}>
      {coverOrderContent.done}
    </button>
  );
  return (
    <div className="admin-screen">
      <AdminPageHeader title={content.title} actions={back} />
      <section className="admin-column" aria-labelledby={headingId}>
        <div className="admin-head">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {coverOrderContent.heading}
          </h2>
          <p className="admin-hint">{coverOrderContent.intro}</p>
        </div>
        <QueryView
          query={covers}
          loadingText={content.loading}
          errorText={adminScreenMessages.coversLoadFailed}
          emptyTitle={content.emptyTitle}
          emptyHint={content.emptyHint}
        >
          {(items) => (
            <SortableList
              items={items.map((cover) => ({ id: cover.id, title: titleOf(cover), imageSrc: cover.cover_image_url }))}
              shape="cover"
              texts={coverOrderContent}
              save={save}
              onCancel={onDone}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}

function CoverCard({ item: cover, index, onEdit, onAction }: AdminCardControls<AdminCover>) {
  const title = titleOf(cover);
  const facts = [
    { term: content.linkedMovie, value: cover.movie_title ?? content.noMovie },
    { term: content.displayOrder, value: cover.display_order },
  ];
  const image = { src: cover.cover_image_url, alt: content.coverAlt(title), ...COVER_SIZE };
  return (
    <AdminCard
      title={title}
      shape="cover"
      index={index}
      image={image}
      badges={cover.is_coming_soon ? <AdminBadge tone="accent">{content.comingSoon}</AdminBadge> : undefined}
      facts={facts}
      actions={[
        { action: content.edit, onClick: onEdit },
        { action: content.delete, danger: true, onClick: onAction },
      ]}
    />
  );
}
