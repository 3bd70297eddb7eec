import { Link } from 'react-router';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { PageHeader } from '../../components/page-header/page-header.tsx';
import { privacyPageContent as content, privacySections, type PrivacySection } from '../../content/privacy.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import './privacy-page.css';

function Section({ section }: { section: PrivacySection }) {
  return (
    <section className="privacy-section" aria-labelledby={section.id}>
      <h2 id={section.id} className="privacy-section__title">
        {section.title}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {section.points && (
        <ul className="privacy-section__points">
          {section.points.map((point) => (
            <li key={point.slice(0, 40)}>{point}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the site counts and keeps, and where a viewer takes their data or closes their account (docs/product.md#filmmaker-insight). */
export function PrivacyPage() {
  usePageMeta(staticPageMeta['/privacy']);
  return (
    <div className="page container page-sections privacy-page">
      <PageHeader eyebrow={content.eyebrow} title={content.title}>
        <p className="lead privacy-page__lead">{content.lead}</p>
      </PageHeader>
      {privacySections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <p>
        <Link to="/account" className="button button--secondary">
          {content.accountLink}
        </Link>
      </p>
    </div>
  );
}
