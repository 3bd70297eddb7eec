import { useId, type ReactNode } from 'react';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { useDeleteBackstageItemMutation, type BackstageItemRef } from '../../../api/admin/delete-backstage-item.ts';
import {
  useAdminBackstagePhotos,
  useAdminBackstageVideos,
  type BackstageTarget,
} from '../../../api/admin/list-backstage-media.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog.tsx';
import type { FlashTone } from '../../flash-message/flash-message.tsx';
import { QueryView, type QueryViewQuery } from '../../query-view/query-view.tsx';
import { useConfirmedAction } from '../admin-page/use-confirmed-action.ts';
import { AdminPhotoGrid, AdminVideoList } from './backstage-media-lists.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';
import { VideoUploadForm } from './video-upload-form.tsx';
import '../../backstage/backstage.css';
import './admin-backstage.css';

const texts = adminBackstageContent;
const failureTexts = { photos: adminScreenMessages.photoDeleteFailed, videos: adminScreenMessages.videoDeleteFailed } as const;

export interface BackstageMediaManagerProps {
  target: BackstageTarget;
  /** The screen's flash: 'Photo deleted', '2 photos uploaded'. */
  onFlash: (tone: FlashTone, text: string) => void;
}

/** One movie's or cover's photos and videos: each kind with its upload form, its list and Delete (confirmed first). */
export function BackstageMediaManager({ target, onFlash }: BackstageMediaManagerProps) {
  const photos = useAdminBackstagePhotos(target);
  const videos = useAdminBackstageVideos(target);
  const remove = useDeleteBackstageItemMutation(target.owner);
  const deletion = useConfirmedAction({
    mutation: remove,
    variables: (item: BackstageItemRef) => item,
    texts: (item) => ({ ...texts[item.kind].confirmDelete, failureText: failureTexts[item.kind] }),
    onDone: (item) => onFlash('success', texts[item.kind].deleted),
  });

  return (
    <>
      <MediaSection
        texts={texts.photos}
        query={photos}
        upload={<PhotoUploadForm target={target} onUploaded={(count) => onFlash('success', texts.photoUpload.done(count))} />}
      >
        {(list) => <AdminPhotoGrid photos={list} onDelete={(photo) => deletion.ask({ kind: 'photos', id: photo.id })} />}
      </MediaSection>
      <MediaSection
        texts={texts.videos}
        query={videos}
        upload={<VideoUploadForm target={target} onAdded={() => onFlash('success', texts.videoUpload.done)} />}
      >
        {(list) => <AdminVideoList videos={list} onDelete={(video) => deletion.ask({ kind: 'videos', id: video.id })} />}
      </MediaSection>
      {deletion.dialog && <ConfirmDialog {...deletion.dialog} />}
    </>
  );
}

interface MediaSectionProps<Item> {
  texts: { heading: string; loading: string; emptyTitle: string; emptyHint: string };
  query: QueryViewQuery<Item[]>;
  /** The kind's upload form, above its list. */
  upload: ReactNode;
  children: (list: Item[]) => ReactNode;
}

/** One kind of media: its heading with the count, its upload form, then its list (or loading, failed, empty). */
function MediaSection<Item>({ texts: sectionTexts, query, upload, children }: MediaSectionProps<Item>) {
  const headingId = useId();
  const count = query.data?.length;
  return (
    <section className="backstage-manager__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="backstage-section__title backstage-manager__heading">
        {sectionTexts.heading}
        {count !== undefined && <span className="backstage-manager__count">{count}</span>}
      </h2>
      {upload}
      <QueryView
        query={query}
        loadingText={sectionTexts.loading}
        errorText={adminScreenMessages.backstageLoadFailed}
        emptyTitle={sectionTexts.emptyTitle}
        emptyHint={sectionTexts.emptyHint}
      >
        {children}
      </QueryView>
    </section>
  );
}
