import { staticPageMeta } from '../../../common/page-meta.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { TileGrid } from '../../components/tile-grid/tile-grid.tsx';
import { castingInstructions, castingIntro, castingOffers, castingPageContent, type CastingOffer } from '../../content/casting.ts';
import { company } from '../../content/company.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './casting-page.css';

const contactHref = `mailto:${company.contactEmail}`;

// On a phone the address is wider than the screen: let it wrap after the @ rather than mid-word.
const [mailbox, domain] = company.contactEmail.split('@');
const emailWithBreak = (
  <>
    {mailbox}@<wbr />
    {domain}
  </>
);

/** A mail link with the subject line the instructions ask for already filled in. */
function applicationHref(offer: CastingOffer): string {
  return `${contactHref}?subject=${encodeURIComponent(castingPageContent.applicationSubject(offer.role, offer.project))}`;
}

function OfferCard({ offer }: { offer: CastingOffer }) {
  return (
    <article className="panel offer-card">
      <div className="offer-card__meta">
        <span className="accent-caps offer-card__kind">{offer.kind}</span>
        <span className="muted">{offer.project}</span>
      </div>
      <h3 className="offer-card__role">{offer.role}</h3>
      <p className="offer-card__details">{offer.details}</p>
      <p className="muted offer-card__description">{offer.description}</p>
      {/* The label keeps the visible words first (so voice control finds them) and says which role. */}
      <a
        className="offer-card__apply"
        href={applicationHref(offer)}
        aria-label={castingPageContent.applyLabel(offer.role)}
      >
        {castingPageContent.apply} <span aria-hidden="true">→</span>
      </a>
    </article>
  );
}

export function CastingPage() {
  usePageMeta(staticPageMeta['/casting']);
  return (
    <div className="page container page-sections casting-page">
      <PageHeader eyebrow={castingPageContent.eyebrow} title={castingPageContent.title} />
      <section className="casting-offers" aria-labelledby="casting-title">
        <div className="casting-offers__header">
          <h2 id="casting-title" className="casting-offers__title">
            {castingPageContent.offersHeading}
          </h2>
          <p className="lead">{castingIntro}</p>
        </div>
        <TileGrid className="casting-offers__list" items={castingOffers} keyOf={(offer) => offer.role}>
          {(offer) => <OfferCard offer={offer} />}
        </TileGrid>
      </section>
      <section className="casting-apply" aria-labelledby="casting-apply-title">
        <h2 id="casting-apply-title" className="casting-apply__title">
          {castingInstructions.heading}
        </h2>
        <p className="casting-apply__lead">
          {castingInstructions.lead} <a href={contactHref}>{emailWithBreak}</a>.
        </p>
        <p className="muted casting-apply__details">{castingInstructions.details}</p>
      </section>
    </div>
  );
}
