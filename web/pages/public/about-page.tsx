import { staticPageMeta } from '../../../common/page-meta.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { aboutIntro, founder, mission, team, values, vision, type Person } from '../../content/about.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './about-page.css';

/** A portrait drawn from the person's initials (no photographs of fictional people). */
function Monogram({ initials, size = 'medium' }: { initials: string; size?: 'medium' | 'large' }) {
  return (
    <span className={`monogram monogram--${size}`} aria-hidden="true">
      {initials}
    </span>
  );
}

function Founder() {
  return (
    <section className="about-founder" aria-labelledby="about-founder-name">
      <figure className="about-founder__media">
        {/* In the first screen on phones and desktops alike, and usually its largest element: not lazy. */}
        <img
          className="about-founder__still"
          src={founder.still.src}
          srcSet={founder.still.srcSet}
          sizes="(max-width: 900px) 100vw, 520px"
          alt={founder.still.alt}
          width={founder.still.width}
          height={founder.still.height}
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
        <Monogram initials={founder.initials} size="large" />
      </figure>
      <div className="about-founder__copy">
        <p className="eyebrow">Our Founder</p>
        <h2 id="about-founder-name" className="about-section-title">
          {founder.name}
        </h2>
        <p className="about-founder__role">{founder.role}</p>
        {founder.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="about-founder__text">
            {paragraph}
          </p>
        ))}
        <blockquote className="about-founder__quote">
          <p>“{founder.quote}”</p>
        </blockquote>
      </div>
    </section>
  );
}

function TeamMember({ person }: { person: Person }) {
  return (
    <article className="person-card" aria-labelledby={`person-${person.initials}`}>
      <Monogram initials={person.initials} />
      <div className="person-card__copy">
        <h3 id={`person-${person.initials}`} className="person-card__name">
          {person.name}
        </h3>
        <p className="person-card__role">{person.role}</p>
        {person.bio.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="person-card__text">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

function Team() {
  return (
    <section className="about-team" aria-labelledby="about-team-title">
      <div className="about-section-header">
        <p className="eyebrow">The People</p>
        <h2 id="about-team-title" className="about-section-title">
          Team
        </h2>
      </div>
      <ul className="about-team__list">
        {team.map((person) => (
          <li key={person.name}>
            <TeamMember person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Principles() {
  return (
    <section className="about-principles" aria-labelledby="about-principles-title">
      <div className="about-section-header">
        <p className="eyebrow">What We Work By</p>
        <h2 id="about-principles-title" className="about-section-title">
          Vision, Mission and Values
        </h2>
      </div>
      <div className="about-principles__grid">
        <article className="principle" aria-labelledby="about-vision">
          <h3 id="about-vision" className="principle__title">
            Vision
          </h3>
          <p className="principle__text">{vision}</p>
        </article>
        <article className="principle" aria-labelledby="about-mission">
          <h3 id="about-mission" className="principle__title">
            Mission
          </h3>
          <p className="principle__text">{mission}</p>
        </article>
        <article className="principle principle--values" aria-labelledby="about-values">
          <h3 id="about-values" className="principle__title">
            Values
          </h3>
          <dl className="values-list">
            {values.map((value) => (
              <div key={value.name} className="values-list__item">
                <dt>{value.name}</dt>
                <dd>{value.text}</dd>
              </div>
            ))}
          </dl>
        </article>
      </div>
    </section>
  );
}

export function AboutPage() {
  usePageMeta(staticPageMeta['/about']);
  return (
    <div className="page container about-page">
      <PageHeader eyebrow="The Studio" title="About">
        <p className="about-page__lead">{aboutIntro}</p>
      </PageHeader>
      <Founder />
      <Team />
      <Principles />
    </div>
  );
}
