// The featured films' order (docs/product.md#admin-reordering): the films marked "Feature on the home page", in the
// order the home page takes them (the first active one leads it), put in order by drag and drop or Move up / Move
// down, and saved in one request. Shown on the Movies screen, with the whole admin movie list it reads them from.
import { useId } from 'react';
import type { AdminMovie } from '../../../../common/admin-catalogue.ts';
import { useSaveFeaturedOrderMutation } from '../../../api/admin/save-order.ts';
import { featuredOrderContent as content } from '../../../content/admin-order.ts';
import { SectionHead } from '../admin-page/section-head.tsx';
import { SortableList, type SortableItemView } from '../sortable-list/sortable-list.tsx';
import './featured-films-order.css';

/**
 * The featured movies, lowest featured_order first. The sort is stable, so a tie keeps the admin list's order
 * (newest first), which is the home page's tie-break too.
 */
function featuredInOrder(movies: readonly AdminMovie[]): SortableItemView[] {
  return movies
    .filter((movie) => movie.is_featured)
    .sort((a, b) => a.featured_order - b.featured_order)
    .map((movie) => ({ id: movie.id, title: movie.title, imageSrc: movie.thumbnail_url }));
}

const HEAD_CLASSES = ['admin-head', 'featured-order__heading', 'admin-hint'] as const;

export function FeaturedFilmsOrder({ movies }: { movies: readonly AdminMovie[] }) {
  const headingId = useId();
  const save = useSaveFeaturedOrderMutation();
  const featured = featuredInOrder(movies);
  return (
    <section className="admin-column featured-order" aria-labelledby={headingId}>
      <SectionHead id={headingId} level={2} title={content.heading} intro={featured.length > 0 ? content.intro : undefined} classNames={HEAD_CLASSES} />
      {featured.length === 0 ? (
        <p className="admin-hint">{content.empty}</p>
      ) : (
        <SortableList items={featured} shape="poster" texts={content} save={save} />
      )}
    </section>
  );
}
