import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { HERO_VIDEO_STOP_SECONDS } from '../../../common/constants.ts';
import { staticPageMeta } from '../../../common/page-meta.ts';
import { useMovies } from '../../api/catalogue/list-movies.ts';
import { ContinueWatching } from '../../components/continue-watching/continue-watching.tsx';
import { FeaturedFilm, featuredFilmOf } from '../../components/featured-film/featured-film.tsx';
import { NewsletterSignup } from '../../components/newsletter/newsletter-signup.tsx';
import { SectionHeading, TitledSection } from '../../components/page-header/section-heading.tsx';
import { PosterRow } from '../../components/poster-row/poster-row.tsx';
import { StillImage } from '../../components/still-image/still-image.tsx';
import { TileGrid } from '../../components/tile-grid/tile-grid.tsx';
import { company } from '../../content/company.ts';
import { homeFeatures, homeFeaturesHeading, homeFilms, homeHero, homeIntro, homeNewsletter } from '../../content/home.ts';
import { REDUCED_MOTION_QUERY, prefersSavingData } from '../../hooks/media-queries.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import './home-page.css';

const subscribeToNothing = () => () => {};

/**
 * The looping, muted background video of docs/product.md#home-and-catalogue, drawn over its poster. It starts only
 * after the page has loaded (the poster is the first paint), fades in once frames arrive, and is paused and hidden at
 * 20 s.
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
            {homeHero.cta}
          </Link>
        </div>
      </div>
    </section>
  );
}

const filmsHeading = {
  id: 'home-films-title',
  eyebrow: homeFilms.eyebrow,
  title: homeFilms.heading,
  className: 'home-films__header',
  titleClassName: 'home-section-title',
};

/**
 * The films lead the page: the featured one, then every poster. The server renders the page with the movie list, so
 * they are in its HTML; where the browser reads the list itself, their place is kept meanwhile. A failed or empty
 * list leaves them out without an error: the home page is never about a failure of the catalogue.
 */
function HomeFilms() {
  const movies = useMovies();
  if (movies.isPending) return <div className="container home-films home-films--loading" aria-hidden="true" />;
  const list = movies.data ?? [];
  if (list.length === 0) return null;
  const featured = featuredFilmOf(list);
  return (
    <TitledSection className="container home-films" heading={filmsHeading}>
      {featured && <FeaturedFilm movie={featured} />}
      <PosterRow movies={list} label={homeFilms.postersLabel} />
    </TitledSection>
  );
}

function HomeNewsletter() {
  return (
    <div className="container home-newsletter">
      <NewsletterSignup heading={homeNewsletter.heading} text={homeNewsletter.text} />
    </div>
  );
}

function HomeIntro() {
  return (
    <section className="home-intro container" aria-labelledby="home-intro-title">
      <SectionHeading
        id="home-intro-title"
        eyebrow={homeIntro.eyebrow}
        title={homeIntro.heading}
        className="home-intro__copy"
        titleClassName="home-section-title"
      >
        <p className="lead">{homeIntro.text}</p>
        <Link to="/about" className="button button--secondary">
          {homeIntro.linkLabel}
        </Link>
      </SectionHeading>
      <div className="home-intro__stills">
        {(['back', 'front'] as const).map((position) => (
          <StillImage
            key={position}
            still={homeIntro.stills[position]}
            className={`framed-still home-intro__still--${position}`}
            sizes="(max-width: 860px) 80vw, 420px"
          />
        ))}
      </div>
    </section>
  );
}

const featuresHeading = { className: 'home-features__header', titleClassName: 'home-section-title' };

function HomeFeatures() {
  return (
    <TitledSection
      className="home-features container"
      heading={{ id: 'home-features-title', eyebrow: homeFeaturesHeading.eyebrow, title: homeFeaturesHeading.title, ...featuresHeading }}
    >
      <TileGrid className="home-features__grid" items={homeFeatures} keyOf={(feature) => feature.to}>
        {(feature) => (
          <Link to={feature.to} className="panel feature-card">
            {/* The card's words name the link; the picture only sets the mood. */}
            <StillImage still={{ ...feature.image, alt: '' }} className="zoom-image feature-card__image" sizes="(max-width: 720px) 100vw, 380px" />
            <div className="feature-card__body">
              <p className="eyebrow">{feature.eyebrow}</p>
              <h3 className="feature-card__title">{feature.title}</h3>
              <p className="note">{feature.text}</p>
            </div>
          </Link>
        )}
      </TileGrid>
    </TitledSection>
  );
}

export function HomePage() {
  usePageMeta(staticPageMeta['/']);
  return (
    <>
      <HomeHero />
      <ContinueWatching />
      <HomeFilms />
      <HomeNewsletter />
      <HomeIntro />
      <HomeFeatures />
    </>
  );
}
