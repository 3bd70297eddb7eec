import { BACKSTAGE_OWNERS, type BackstageOwner } from '../../../api/admin/list-backstage-media.ts';
import { adminBackstageContent } from '../../../content/admin-backstage.ts';
import { SelectField } from '../../form/fields.tsx';
import { SegmentedControl } from '../segmented-control/segmented-control.tsx';
import type { BackstageOwnerItem } from './backstage-owner-items.ts';
import './admin-backstage.css';

const texts = adminBackstageContent.picker;

/** Movies or Movie Galleries. */
export function OwnerSwitch({ owner, onChange }: { owner: BackstageOwner; onChange: (owner: BackstageOwner) => void }) {
  return <SegmentedControl legend={texts.ownerLegend} values={BACKSTAGE_OWNERS} labels={texts.owners} value={owner} onChange={onChange} />;
}

export interface OwnerSelectProps {
  owner: BackstageOwner;
  items: readonly BackstageOwnerItem[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The movie or movie gallery to manage, by title (inactive movies marked). */
export function OwnerSelect({ owner, items, selectedId, onSelect }: OwnerSelectProps) {
  const known = selectedId !== null && items.some((item) => item.id === selectedId);
  const options = [
    { value: '', label: texts.placeholder[owner] },
    ...items.map((item) => ({ value: String(item.id), label: item.label })),
  ];
  return (
    <SelectField
      label={texts.itemLabel[owner]}
      name="id"
      options={options}
      value={known ? String(selectedId) : ''}
      onChange={(event) => onSelect(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
    />
  );
}
