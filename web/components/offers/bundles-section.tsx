// /movies after the films (docs/product.md#offers): the active bundles as plain links, each with its films and price.
// Part of the page's own code, not a chunk: smaller than a chunk's cost on the wire (the first load has a budget:
// docs/decisions/0004-web-shell.md). The server renders it into the page with the bundles, so it takes its place
// before the first paint and moves nothing.
import { Link } from 'react-router';
import { formatPrice } from '../../../common/format.ts';
import type { Bundle } from '../../../common/offers.ts';
import { bundlesSectionContent as content } from '../../content/bundles.ts';
import { TitledSection } from '../page-header/section-heading.tsx';
import './bundles-section.css';

export function BundlesSection({ bundles }: { bundles: Bundle[] }) {
  return (
    <TitledSection
      className="bundles-section"
      heading={{ id: 'bundles-heading', eyebrow: content.eyebrow, title: content.heading, className: 'bundles-section__heading', titleClassName: 'bundles-section__title' }}
    >
      <ul className="bundles-section__list">
        {bundles.map((bundle) => (
          <li key={bundle.id} className="bundles-section__item">
            <Link to={`/bundles/${bundle.id}`} className="bundles-section__link">
              {bundle.title}
            </Link>
            <span className="bundles-section__summary">{content.summary(bundle.movies.length, formatPrice(bundle.price))}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
