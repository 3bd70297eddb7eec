import { Link } from 'react-router';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { TitledSection } from '../../components/page-header/section-heading.tsx';
import { StillImage } from '../../components/still-image/still-image.tsx';
import { bioHero, bioPageContent, milestones } from '../../content/bio.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './bio-page.css';

const timelineHeading = { className: 'bio-timeline__header', titleClassName: 'bio-timeline__title' };

function BioHero() {
  return (
    <section className="bio-hero" aria-labelledby="bio-title">
      <div className="bio-hero__media">
        {/* The first paint and the largest element: loaded at once, at high priority. */}
        <StillImage still={bioHero.still} className="bio-hero__image" sizes="100vw" eager />
        <div className="bio-hero__shade" aria-hidden="true" />
      </div>
      <div className="bio-hero__content container">
        <p className="eyebrow">{bioHero.eyebrow}</p>
        <h1 id="bio-title" className="bio-hero__title">
          {bioPageContent.title}
        </h1>
        <p className="bio-hero__lead">{bioHero.lead}</p>
        <p className="lead bio-hero__body">{bioHero.body}</p>
        <div className="button-row">
          <Link to="/movies" className="button button--primary button--large">
            {bioPageContent.exploreMovies}
          </Link>
          <Link to="/about" className="button button--secondary button--large">
            {bioPageContent.meetTheTeam}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Milestones() {
  return (
    <TitledSection
      className="bio-timeline container"
      heading={{ id: 'bio-timeline-title', eyebrow: bioPageContent.timelineEyebrow, title: bioPageContent.timelineTitle, ...timelineHeading }}
    >
      <ol className="timeline">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="timeline__item">
            <p className="timeline__year">{milestone.year}</p>
            <div className="timeline__copy">
              <h3 className="timeline__heading">{milestone.title}</h3>
              <p className="muted">{milestone.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
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
