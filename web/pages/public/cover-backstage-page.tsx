import { Link, useParams } from 'react-router';
import { brand } from '../../../common/brand.ts';
import type { Cover } from '../../../common/catalogue.ts';
import { publicMessages } from '../../../common/messages.ts';
import { clipDescription, staticPageMeta, type PageMeta } from '../../../common/page-meta.ts';
import { ApiError } from '../../api/api-client.ts';
import { useCover, useCoverBackstage } from '../../api/catalogue/catalogue.ts';
import { BackstageHero } from '../../components/backstage/backstage-hero.tsx';
import { BackstageMedia } from '../../components/backstage/backstage-media.tsx';
import { BackstageMessage } from '../../components/backstage/backstage-message.tsx';
import { backstageTexts, isCatalogueId } from '../../components/backstage/backstage-texts.ts';
import { PageStatus } from '../../components/page-status/page-status.tsx';
import { usePageMeta } from '../../hooks/use-document-title.ts';

const galleriesDescription = staticPageMeta['/movie-galleries'].description;

/** The same title and description the server put in the page's HTML (server/seo/page-meta.ts). */
function coverMeta(cover: Cover | undefined): PageMeta {
  if (!cover) return { title: backstageTexts.label, description: galleriesDescription };
  const title = cover.title || backstageTexts.untitledCover;
  const description = cover.description || `Behind the scenes of ${title} at ${brand.name}.`;
  return { title, description: clipDescription(description) };
}

/** /cover/:coverId: the behind-the-scenes media of a movie gallery with no movie of its own (SPEC.md §2). */
export function CoverBackstagePage() {
  const { coverId } = useParams();
  if (!coverId) return <MissingCoverId />;
  // An id the server cannot know names no cover: it is not found, and no call is made for it.
  if (!isCatalogueId(coverId)) return <InvalidCover />;
  return <CoverBackstage key={coverId} coverId={coverId} />;
}

function BackHome({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/" className={`button ${primary ? 'button--primary' : 'button--secondary'}`}>
      {backstageTexts.backToHome}
    </Link>
  );
}

function MissingCoverId() {
  usePageMeta({ title: backstageTexts.errorHeading, description: galleriesDescription });
  return (
    <div className="page container backstage-page">
      <BackstageMessage title={backstageTexts.errorHeading} text={publicMessages.coverIdMissing} isAlert>
        <BackHome primary />
      </BackstageMessage>
    </div>
  );
}

const notFoundMeta: PageMeta = { title: backstageTexts.coverNotFoundHeading, description: galleriesDescription };

function CoverNotFound() {
  return (
    <BackstageMessage title={backstageTexts.coverNotFoundHeading} text={backstageTexts.coverNotFoundText}>
      <BackHome primary />
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

function CoverBackstage({ coverId }: { coverId: string }) {
  const coverQuery = useCover(coverId);
  const backstageQuery = useCoverBackstage(coverId);
  const cover = coverQuery.data;
  const isNotFound = coverQuery.error instanceof ApiError && coverQuery.error.status === 404;
  usePageMeta(isNotFound ? notFoundMeta : coverMeta(cover));

  let content;
  if (coverQuery.isError && !cover && !coverQuery.isFetching) {
    content = isNotFound ? (
      <CoverNotFound />
    ) : (
      <BackstageMessage title={backstageTexts.errorHeading} text={coverQuery.error.message} isAlert>
        <button type="button" className="button button--primary" onClick={() => void coverQuery.refetch()}>
          {backstageTexts.tryAgain}
        </button>
        <BackHome />
      </BackstageMessage>
    );
  } else if (!cover || backstageQuery.isPending) {
    content = <PageStatus>{backstageTexts.loading}</PageStatus>;
  } else {
    const title = cover.title || backstageTexts.untitledCover;
    content = (
      <>
        <BackstageHero
          backTo="/"
          backLabel={backstageTexts.backToHome}
          title={title}
          subtitle={cover.description}
          image={{ src: cover.cover_image_url, alt: title, shape: 'landscape' }}
        />
        <BackstageMedia
          photos={backstageQuery.data?.photos ?? []}
          videos={backstageQuery.data?.videos ?? []}
          showPhotoCounter
        />
      </>
    );
  }
  return <div className="page container backstage-page">{content}</div>;
}
