// /admin/backstage (docs/product.md#admin-galleries-and-behind-the-scenes): choose Movies or Movie Galleries, pick one,
// then see, upload and delete its behind-the-scenes photos and videos. The choice lives in the address
// (?owner=movies&id=3), so a reload or a shared link opens the same item.
import { useSearchParams } from 'react-router';
import { BACKSTAGE_OWNERS, type BackstageOwner } from '../../api/admin/list-backstage-media.ts';
import { BackstageMediaManager } from '../../components/admin/backstage/backstage-media-manager.tsx';
import { ownerLoadFailed, useBackstageOwnerItems, type BackstageOwnerItem } from '../../components/admin/backstage/backstage-owner-items.ts';
import { OwnerSelect, OwnerSwitch } from '../../components/admin/backstage/backstage-owner-picker.tsx';
import { SelectedOwnerSummary } from '../../components/admin/backstage/selected-owner-summary.tsx';
import { AdminPageHeader, AdminToast } from '../../components/admin/admin-page/admin-page.tsx';
import { useFlashMessage } from '../../components/flash-message/flash-message.tsx';
import { QueryView } from '../../components/query-view/query-view.tsx';
import { adminBackstageContent } from '../../content/admin-backstage.ts';
import { adminShellContent } from '../../content/admin-shell.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import './admin-backstage-page.css';

const texts = adminBackstageContent;

function ownerOf(value: string | null): BackstageOwner {
  return BACKSTAGE_OWNERS.find((owner) => owner === value) ?? 'movies';
}

function idOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

export function AdminBackstagePage() {
  useDocumentTitle(adminShellContent.documentTitle(texts.title));
  const [searchParams, setSearchParams] = useSearchParams();
  const owner = ownerOf(searchParams.get('owner'));
  const selectedId = idOf(searchParams.get('id'));
  const items = useBackstageOwnerItems(owner);
  const { flash, show } = useFlashMessage();

  const choose = (nextOwner: BackstageOwner, nextId: number | null) => {
    const next = new URLSearchParams({ owner: nextOwner });
    if (nextId !== null) next.set('id', String(nextId));
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="admin-backstage">
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <section className="admin-backstage__picker" aria-label={texts.picker.label}>
        <OwnerSwitch owner={owner} onChange={(next) => choose(next, null)} />
        <div className="admin-backstage__select">
          <QueryView
            query={items}
            loadingText={texts.picker.loading[owner]}
            errorText={ownerLoadFailed[owner]}
            emptyTitle={texts.picker.emptyTitle[owner]}
            emptyHint={texts.picker.emptyHint[owner]}
          >
            {(list) => <OwnerSelect owner={owner} items={list} selectedId={selectedId} onSelect={(id) => choose(owner, id)} />}
          </QueryView>
        </div>
      </section>
      {items.data && items.data.length > 0 && <Selection owner={owner} selectedId={selectedId} items={items.data} onFlash={show} />}
      <AdminToast flash={flash} />
    </div>
  );
}

interface SelectionProps {
  owner: BackstageOwner;
  selectedId: number | null;
  items: readonly BackstageOwnerItem[];
  onFlash: Parameters<typeof BackstageMediaManager>[0]['onFlash'];
}

function Selection({ owner, selectedId, items, onFlash }: SelectionProps) {
  const item = selectedId === null ? undefined : items.find((candidate) => candidate.id === selectedId);
  if (!item) {
    return (
      <div className="admin-backstage__prompt">
        <h2 className="admin-backstage__prompt-title">{texts.prompt.title}</h2>
        <p className="admin-backstage__prompt-hint">{selectedId === null ? texts.prompt.hint : texts.prompt.missing[owner]}</p>
      </div>
    );
  }
  return (
    <div className="admin-backstage__selection">
      <SelectedOwnerSummary owner={owner} item={item} />
      {/* A new item starts with empty forms, and an upload under way for the old one is cancelled. */}
      <BackstageMediaManager key={`${owner}-${item.id}`} target={{ owner, id: item.id }} onFlash={onFlash} />
    </div>
  );
}
