// /admin/movie-galleries (SPEC.md §2): the covers in display order, each with Edit and Delete, and the add/edit form.
import type { AdminCover } from '../../../common/admin-catalogue.ts';
import { adminMessages } from '../../../common/messages.ts';
import { useDeleteCoverMutation } from '../../api/admin/delete-cover.ts';
import { useAdminCovers } from '../../api/admin/list-admin-covers.ts';
import { AdminBadge, AdminCard, AdminCardButton, AdminCardGrid } from '../../components/admin/admin-card-grid/admin-card-grid.tsx';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useConfirmedAction } from '../../components/admin/admin-page/use-confirmed-action.ts';
import { useItemEditor } from '../../components/admin/admin-page/use-item-editor.ts';
import { CoverFormModal } from '../../components/admin/cover-form/cover-form-modal.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image.tsx';
import { adminGalleriesContent as content } from '../../content/admin-galleries.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

const COVER_WIDTH = 1280;
const COVER_HEIGHT = 720;
const COVER_SIZES = '(max-width: 560px) 92vw, 360px';

const titleOf = (cover: AdminCover) => cover.title || content.untitled;

export function AdminMovieGalleriesPage() {
  useDocumentTitle(adminShellContent.documentTitle(content.title));
  const covers = useAdminCovers();
  const remove = useDeleteCoverMutation();
  const { flash, show } = useFlashMessage();
  const editor = useItemEditor<AdminCover>((edited) => show('success', edited ? content.coverUpdated : content.coverAdded));
  const deletion = useConfirmedAction({
    mutation: remove,
    variables: (cover: AdminCover) => cover.id,
    texts: (cover) => ({ ...content.confirmDelete(titleOf(cover)), failureText: adminMessages.coverDeleteFailed }),
    onDone: () => show('success', content.coverDeleted),
  });

  return (
    <div className="admin-screen">
      <AdminPageHeader title={content.title} intro={content.intro} add={{ label: content.addCover, onClick: editor.add }} />
      <QueryView
        query={covers}
        loadingText={content.loading}
        errorText={adminMessages.coversLoadFailed}
        emptyTitle={content.emptyTitle}
        emptyHint={content.emptyHint}
      >
        {(list) => (
          <AdminCardGrid label={content.listLabel} shape="cover">
            {list.map((cover, index) => (
              <CoverCard
                key={cover.id}
                cover={cover}
                index={index}
                onEdit={() => editor.edit(cover)}
                onDelete={() => deletion.ask(cover)}
              />
            ))}
          </AdminCardGrid>
        )}
      </QueryView>
      {editor.modal && <CoverFormModal {...editor.modal} />}
      {deletion.dialog && <ConfirmDialog {...deletion.dialog} />}
      <AdminToast flash={flash} />
    </div>
  );
}

interface CoverCardProps {
  cover: AdminCover;
  index: number;
  onEdit: () => void;
  onDelete: () => void;
}

function CoverCard({ cover, index, onEdit, onDelete }: CoverCardProps) {
  const title = titleOf(cover);
  const facts = [
    { term: content.linkedMovie, value: cover.movie_title ?? content.noMovie },
    { term: content.displayOrder, value: cover.display_order },
  ];
  return (
    <AdminCard
      title={title}
      shape="cover"
      index={index}
      media={
        <ResponsiveImage
          src={cover.cover_image_url}
          alt={content.coverAlt(title)}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          sizes={COVER_SIZES}
        />
      }
      badges={cover.is_coming_soon ? <AdminBadge tone="accent">{content.comingSoon}</AdminBadge> : undefined}
      facts={facts}
      actions={
        <>
          <AdminCardButton action={content.edit} item={title} onClick={onEdit} />
          <AdminCardButton action={content.delete} item={title} danger onClick={onDelete} />
        </>
      }
    />
  );
}
