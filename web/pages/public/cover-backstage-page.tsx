import { useParams } from 'react-router';
import { brand } from '../../../common/brand.ts';
import type { Cover } from '../../../common/catalogue.ts';
import { publicScreenMessages } from '../../content/public-messages.ts';
import { screenTexts } from '../../content/screen-texts.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { isNotFoundError } from '../../api/api-client.ts';
import { useCover } from '../../api/catalogue/get-cover.ts';
import { useCoverBackstage } from '../../api/catalogue/list-cover-backstage.ts';
import { BackLink } from '../../components/backstage/back-link.tsx';
import type { BackstageHeroProps } from '../../components/backstage/backstage-hero.tsx';
import { BackstageMessage } from '../../components/backstage/backstage-message.tsx';
import { BackstageView } from '../../components/backstage/backstage-view.tsx';
import { isCatalogueId } from '../../components/backstage/catalogue-id.ts';
import { usePageMeta } from '../../hooks/use-document-title.ts';

const texts = screenTexts.backstage;
const galleriesDescription = staticPageMeta['/movie-galleries'].description;

/** The same title and description the server put in the page's HTML (server/seo/page-meta.ts). */
function coverMeta(cover: Cover | undefined): PageMeta {
  if (!cover) return { title: texts.label, description: galleriesDescription };
  const title = cover.title || texts.untitledCover;
  const description = cover.description || `Behind the scenes of ${title} at ${brand.name}.`;
  return { title, description: clipDescription(description) };
}

/**
 * /cover/:coverId: the behind-the-scenes media of a movie gallery with no movie of its own
 * (docs/product.md#trailers-galleries-and-behind-the-scenes).
 */
export function CoverBackstagePage() {
  const { coverId } = useParams();
  if (!coverId) return <MissingCoverId />;
  // An id the server cannot know names no cover: it is not found, and no call is made for it.
  if (!isCatalogueId(coverId)) return <InvalidCover />;
  return <CoverBackstage key={coverId} coverId={coverId} />;
}

const backHome = { to: '/', label: texts.backToHome };

function MissingCoverId() {
  usePageMeta({ title: texts.errorHeading, description: galleriesDescription });
  return (
    <div className="page container backstage-page">
      <BackstageMessage title={texts.errorHeading} text={publicScreenMessages.coverIdMissing} isAlert>
        <BackLink {...backHome} primary />
      </BackstageMessage>
    </div>
  );
}

const notFoundMeta: PageMeta = { title: texts.coverNotFoundHeading, description: galleriesDescription };

function CoverNotFound() {
  return (
    <BackstageMessage title={texts.coverNotFoundHeading} text={texts.coverNotFoundText}>
      <BackLink {...backHome} primary />
    </BackstageMessage>
  );
}

function InvalidCover() {
  usePageMeta(notFoundMeta);
  return (
    <div className="page container backstage-page">
      <CoverNotFound />
    </div>
  );
}

function coverHero(cover: Cover): BackstageHeroProps {
  const title = cover.title || texts.untitledCover;
  return {
    backTo: '/',
    backLabel: texts.backToHome,
    title,
    subtitle: cover.description,
    image: { src: cover.cover_image_url, alt: title, shape: 'landscape' },
  };
}

function CoverBackstage({ coverId }: { coverId: string }) {
  const coverQuery = useCover(coverId);
  const backstageQuery = useCoverBackstage(coverId);
  usePageMeta(isNotFoundError(coverQuery.error) ? notFoundMeta : coverMeta(coverQuery.data));
  return (
    <BackstageView
      itemQuery={coverQuery}
      mediaQuery={backstageQuery}
      notFound={<CoverNotFound />}
      back={backHome}
      hero={coverHero}
      showPhotoCounter
    />
  );
}
