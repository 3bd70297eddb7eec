import { Link } from 'react-router';
import { screenTexts } from '../../content/screen-texts.ts';
import { protectedMediaProps } from '../lightbox/media-protection.ts';
import { ResponsiveImage } from '../responsive-image/responsive-image.tsx';
import './backstage.css';

export interface BackstageHeroProps {
  backTo: string;
  /** 'Back to Movie Details': drawn after a left arrow. */
  backLabel: string;
  title: string;
  subtitle?: string | null;
  image: {
    src: string | null;
    alt: string;
    /** A movie's 2:3 poster or a cover's 16:9 picture: the box is laid out before it loads. */
    shape: 'portrait' | 'landscape';
  };
}

const IMAGE_BOX = {
  portrait: { width: 800, height: 1200, sizes: '(max-width: 768px) 60vw, 280px' },
  landscape: { width: 1280, height: 720, sizes: '(max-width: 768px) 100vw, 560px' },
} as const;

/** The top of a backstage page: back link, the movie's poster or the cover's picture, label, title, subtitle. */
export function BackstageHero({ backTo, backLabel, title, subtitle, image }: BackstageHeroProps) {
  return (
    <header className={`backstage-hero backstage-hero--${image.shape}`}>
      <Link to={backTo} className="back-link backstage-hero__back">
        <span aria-hidden="true">←</span> {backLabel}
      </Link>
      <div className="backstage-hero__body">
        <div className="panel backstage-hero__media">
          <ResponsiveImage
            className="backstage-hero__image"
            src={image.src}
            alt={image.alt}
            {...IMAGE_BOX[image.shape]}
            priority
            {...protectedMediaProps}
          />
        </div>
        <div className="backstage-hero__text">
          <p className="eyebrow">{screenTexts.backstage.label}</p>
          <h1 className="backstage-hero__title">{title}</h1>
          {subtitle && <p className="lead backstage-hero__subtitle">{subtitle}</p>}
        </div>
      </div>
    </header>
  );
}
