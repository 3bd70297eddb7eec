import { Link } from 'react-router';
import { company, copyrightLine } from '../../content/company.ts';
import { footerContent } from '../../content/layout.ts';
import { SocialIcon } from './social-icon.tsx';
import './footer.css';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          {/* The brand's block, beside Contact and Follow: a heading like theirs, so the footer's parts are found alike. */}
          <h2 className="site-footer__name">{company.name}</h2>
          <p className="site-footer__about">{company.description}</p>
        </div>
        <div className="site-footer__column">
          <h2 className="eyebrow site-footer__heading">{footerContent.contactHeading}</h2>
          <p className="site-footer__contact">
            {footerContent.emailLabel} <a href={`mailto:${company.contactEmail}`}>{company.contactEmail}</a>
          </p>
        </div>
        <div className="site-footer__column">
          <h2 className="eyebrow site-footer__heading">{footerContent.followHeading}</h2>
          <ul className="social-links">
            {company.socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  className="touch-box social-links__link"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={footerContent.socialLinkLabel(company.name, link.service)}
                  title={`${link.service}: ${link.kind}`}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom spread-row">
        <p>{copyrightLine(year)}</p>
        <Link to="/privacy" className="site-footer__link">
          {footerContent.privacy}
        </Link>
      </div>
    </footer>
  );
}
