import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { HERO_VIDEO_STOP_SECONDS } from '../../../common/constants.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { NewsletterSignup } from '../../components/newsletter/newsletter-signup.tsx';
import { company } from '../../content/company.ts';
import { homeFeatures, homeHero, homeIntro, homeNewsletter } from '../../content/home.ts';
import type { Still } from '../../content/stills.ts';
import { REDUCED_MOTION_QUERY } from '../../hooks/media-queries.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import './home-page.css';

/** A visitor who asked the browser to save data gets the poster, not 770 kB of background video. */
function prefersSavingData(): boolean {
  const { connection } = navigator as Navigator & { connection?: { saveData?: boolean } };
  return connection?.saveData === true;
}
const subscribeToNothing = () => () => {};

/**
 * The looping, muted background video of SPEC.md §2, drawn over its poster. It starts only after the page has
 * loaded (the poster is the first paint), fades in once frames arrive, and is paused and hidden at 20 s.
 */
function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const [isStopped, setStopped] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let isCurrent = true;
    const start = () => {
      // A refused autoplay (browser policy, power saving) is not an error for the visitor: the poster stays.
      Promise.resolve(video.play()).catch((error: unknown) => {
        if (isCurrent) console.info('Home hero video did not autoplay; showing its poster.', error);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      isCurrent = false;
      window.removeEventListener('load', start);
    };
  }, []);

  return (
    <video
      ref={videoRef}
      className={`home-hero__video${isPlaying ? ' home-hero__video--playing' : ''}`}
      src={homeHero.videoUrl}
      width={homeHero.width}
      height={homeHero.height}
      muted
      loop
      playsInline
      preload="none"
      disablePictureInPicture
      hidden={isStopped}
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onTimeUpdate={(event) => {
        const video = event.currentTarget;
        if (video.currentTime < HERO_VIDEO_STOP_SECONDS) return;
        video.pause();
        setStopped(true);
      }}
      onError={() => setStopped(true)}
    />
  );
}

function HomeHero() {
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // Read as an external store: the server cannot know it, and the render that hydrates its HTML must match it.
  const isSavingData = useSyncExternalStore(subscribeToNothing, prefersSavingData, () => false);
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-hero__media" aria-hidden="true">
        {/* The first paint and the largest element: loaded at once, at high priority. */}
        <img
          className="home-hero__poster"
          src={homeHero.posterUrl}
          alt=""
          width={homeHero.width}
          height={homeHero.height}
          fetchPriority="high"
        />
        {!isSavingData && !prefersReducedMotion && <HeroVideo />}
        <div className="home-hero__shade" />
      </div>
      <div className="home-hero__content container">
        <div className="home-hero__intro">
          <p className="eyebrow">{homeHero.eyebrow}</p>
          <h1 id="home-title" className="home-hero__title">
            {company.name}
          </h1>
          <p className="home-hero__subtitle">{company.tagline}</p>
          <Link to="/movies" className="button button--primary button--large">
            Explore Movies
          </Link>
        </div>
        <NewsletterSignup heading={homeNewsletter.heading} text={homeNewsletter.text} />
      </div>
    </section>
  );
}

/** A gallery still below the fold: lazy, its box reserved by width and height. */
function LazyStill({ still, className, sizes }: { still: Still; className: string; sizes: string }) {
  return (
    <img
      className={className}
      src={still.src}
      srcSet={still.srcSet}
      sizes={sizes}
      alt={still.alt}
      width={still.width}
      height={still.height}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
}

function HomeIntro() {
  return (
    <section className="home-intro container" aria-labelledby="home-intro-title">
      <div className="home-intro__copy">
        <p className="eyebrow">{homeIntro.eyebrow}</p>
        <h2 id="home-intro-title" className="home-section-title">
          {homeIntro.heading}
        </h2>
        <p className="home-intro__text">{homeIntro.text}</p>
        <Link to="/about" className="button button--secondary">
          {homeIntro.linkLabel}
        </Link>
      </div>
      <div className="home-intro__stills">
        {(['back', 'front'] as const).map((position) => (
          <LazyStill
            key={position}
            still={homeIntro.stills[position]}
            className={`home-intro__still home-intro__still--${position}`}
            sizes="(max-width: 860px) 80vw, 420px"
          />
        ))}
      </div>
    </section>
  );
}

function HomeFeatures() {
  return (
    <section className="home-features container" aria-labelledby="home-features-title">
      <div className="home-features__header">
        <p className="eyebrow">Explore</p>
        <h2 id="home-features-title" className="home-section-title">
          More from the studio
        </h2>
      </div>
      <ul className="home-features__grid">
        {homeFeatures.map((feature) => (
          <li key={feature.to}>
            <Link to={feature.to} className="feature-card">
              {/* The card's words name the link; the picture only sets the mood. */}
              <LazyStill
                still={{ ...feature.image, alt: '' }}
                className="feature-card__image"
                sizes="(max-width: 720px) 100vw, 380px"
              />
              <div className="feature-card__body">
                <p className="eyebrow">{feature.eyebrow}</p>
                <h3 className="feature-card__title">{feature.title}</h3>
                <p className="feature-card__text">{feature.text}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomePage() {
  usePageMeta(staticPageMeta['/']);
  return (
    <>
      <HomeHero />
      <HomeIntro />
      <HomeFeatures />
    </>
  );
}
