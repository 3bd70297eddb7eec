import type { ReactNode } from 'react';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { TitledSection } from '../../components/page-header/section-heading.tsx';
import { StillImage } from '../../components/still-image/still-image.tsx';
import { TileGrid } from '../../components/tile-grid/tile-grid.tsx';
import { aboutIntro, aboutPageContent, founder, mission, team, values, vision, type Person } from '../../content/about.ts';
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
        <StillImage still={founder.still} className="framed-still" sizes="(max-width: 900px) 100vw, 520px" eager />
        <Monogram initials={founder.initials} size="large" />
      </figure>
      <div className="about-founder__copy">
        <p className="eyebrow">{aboutPageContent.founderEyebrow}</p>
        <h2 id="about-founder-name" className="about-section-title">
          {founder.name}
        </h2>
        <RoleAndBio person={founder} roleClassName="about-founder__role" textClassName="muted" />
        <blockquote className="about-founder__quote">
          <p>“{founder.quote}”</p>
        </blockquote>
      </div>
    </section>
  );
}

interface RoleAndBioProps {
  person: Person;
  roleClassName: string;
  textClassName: string;
}

/** Under a person's name: their role, then their bio paragraph by paragraph. */
function RoleAndBio({ person, roleClassName, textClassName }: RoleAndBioProps) {
  return (
    <>
      <p className={`accent-caps ${roleClassName}`}>{person.role}</p>
      {person.bio.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={textClassName}>
          {paragraph}
        </p>
      ))}
    </>
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
        <RoleAndBio person={person} roleClassName="person-card__role" textClassName="muted person-card__text" />
      </div>
    </article>
  );
}

interface PrincipleProps {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

const sectionHeading = { className: 'about-section-header', titleClassName: 'about-section-title' };

function Team() {
  return (
    <TitledSection className="about-team" heading={{ id: 'about-team-title', eyebrow: aboutPageContent.teamEyebrow, title: aboutPageContent.teamTitle, ...sectionHeading }}>
      <TileGrid className="about-team__list" items={team} keyOf={(person) => person.name}>
        {(person) => <TeamMember person={person} />}
      </TileGrid>
    </TitledSection>
  );
}

function Principle({ id, title, className = 'panel principle', children }: PrincipleProps) {
  return (
    <article className={className} aria-labelledby={id}>
      <h3 id={id} className="principle__title">
        {title}
      </h3>
      {children}
    </article>
  );
}

function Principles() {
  return (
    <TitledSection
      className="about-principles"
      heading={{ id: 'about-principles-title', eyebrow: aboutPageContent.principlesEyebrow, title: aboutPageContent.principlesTitle, ...sectionHeading }}
    >
      <div className="about-principles__grid">
        <Principle id="about-vision" title={aboutPageContent.vision}>
          <p className="lead">{vision}</p>
        </Principle>
        <Principle id="about-mission" title={aboutPageContent.mission}>
          <p className="lead">{mission}</p>
        </Principle>
        <Principle id="about-values" title={aboutPageContent.values} className="panel principle principle--values">
          <dl className="tile-grid values-list">
            {values.map((value) => (
              <div key={value.name} className="values-list__item">
                <dt>{value.name}</dt>
                <dd className="note">{value.text}</dd>
              </div>
            ))}
          </dl>
        </Principle>
      </div>
    </TitledSection>
  );
}

export function AboutPage() {
  usePageMeta(staticPageMeta['/about']);
  return (
    <div className="page container page-sections about-page">
      <PageHeader eyebrow={aboutPageContent.eyebrow} title={aboutPageContent.title}>
        <p className="lead about-page__lead">{aboutIntro}</p>
      </PageHeader>
      <Founder />
      <Team />
      <Principles />
    </div>
  );
}
