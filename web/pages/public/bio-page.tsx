import { Link } from 'react-router';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { bioHero, milestones } from '../../content/bio.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './bio-page.css';

function BioHero() {
  const { still } = bioHero;
  return (
    <section className="bio-hero" aria-labelledby="bio-title">
      <div className="bio-hero__media">
        {/* The first paint and the largest element: loaded at once, at high priority. */}
        <img
          className="bio-hero__image"
          src={still.src}
          srcSet={still.srcSet}
          sizes="100vw"
          alt={still.alt}
          width={still.width}
          height={still.height}
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
        <div className="bio-hero__shade" aria-hidden="true" />
      </div>
      <div className="bio-hero__content container">
        <p className="eyebrow">{bioHero.eyebrow}</p>
        <h1 id="bio-title" className="bio-hero__title">
          Bio
        </h1>
        <p className="bio-hero__lead">{bioHero.lead}</p>
        <p className="bio-hero__body">{bioHero.body}</p>
        <div className="button-row">
          <Link to="/movies" className="button button--primary button--large">
            Explore Movies
          </Link>
          <Link to="/about" className="button button--secondary button--large">
            Meet the Team
          </Link>
        </div>
      </div>
    </section>
  );
}

function Milestones() {
  return (
    <section className="bio-timeline container" aria-labelledby="bio-timeline-title">
      <div className="bio-timeline__header">
        <p className="eyebrow">Since 2014</p>
        <h2 id="bio-timeline-title" className="bio-timeline__title">
          The way here
        </h2>
      </div>
      <ol className="timeline">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="timeline__item">
            <p className="timeline__year">{milestone.year}</p>
            <div className="timeline__copy">
              <h3 className="timeline__heading">{milestone.title}</h3>
              <p className="timeline__text">{milestone.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function BioPage() {
  usePageMeta(staticPageMeta['/bio']);
  return (
    <>
      <BioHero />
      <Milestones />
    </>
  );
}
