// /admin/movie-galleries (docs/product.md#admin-galleries-and-behind-the-scenes): the covers in display order, each
// with Edit and Delete, and the add/edit form.
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { useDeleteCoverMutation } from '../../api/admin/delete-cover.ts';
import { useAdminCovers } from '../../api/admin/list-admin-covers.ts';
import { AdminBadge, AdminCard } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import {
  AdminCardsPage,
  useAdminCards,
  type AdminCardControls,
} from '../../components/admin/admin-list-page/admin-cards-page.tsx';
import { CoverFormModal } from '../../components/admin/cover-form/cover-form-modal.tsx';
import { adminGalleriesContent as content } from '../../content/admin-galleries.ts';

const COVER_SIZE = { width: 1280, height: 720, sizes: '(max-width: 560px) 92vw, 360px' };

const titleOf = (cover: AdminCover) => cover.title || content.untitled;

export function AdminMovieGalleriesPage() {
  const covers = useAdminCovers();
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
  return <AdminCardsPage texts={texts} query={covers} shape="cover" cards={cards} Card={CoverCard} Form={CoverFormModal} />;
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
