// The studio's fixed gallery (docs/product.md#trailers-galleries-and-behind-the-scenes: 24 images): files in
// web/assets/media/gallery/, titles as in gallery.json there. Each JPEG has a 480 px WebP thumbnail beside it
// (gallery-NN.w480.webp).
import behindTheScenesPosterUrl from '../assets/media/behind-the-scenes.jpg';
import behindTheScenesVideoUrl from '../assets/media/behind-the-scenes.mp4';
import { galleryFileLookup } from './gallery-files.ts';

const galleryFileUrl = galleryFileLookup(
  import.meta.glob<string>('../assets/media/gallery/*.{jpg,webp}', { eager: true, query: '?url', import: 'default' }),
);

export interface GalleryImage {
  /** File name in web/assets/media/gallery/. */
  file: string;
  title: string;
  /** Intrinsic size of the full JPEG. */
  width: number;
  height: number;
}

/** The grid's WebP thumbnails: 480x320. */
export const GALLERY_THUMBNAIL_SIZE = { width: 480, height: 320 } as const;

export const galleryImages: readonly GalleryImage[] = [
  { file: 'gallery-01.jpg', title: 'Night Shoot, Dock 7', width: 1200, height: 800 },
  { file: 'gallery-02.jpg', title: 'Last Light on Route 9', width: 1200, height: 800 },
  { file: 'gallery-03.jpg', title: 'Two Figures, One Door', width: 1200, height: 800 },
  { file: 'gallery-04.jpg', title: 'Key Light, Stage B', width: 1200, height: 800 },
  { file: 'gallery-05.jpg', title: 'Scene 12, Take 3', width: 1200, height: 800 },
  { file: 'gallery-06.jpg', title: 'The Harbor at 4 A.M.', width: 1200, height: 800 },
  { file: 'gallery-07.jpg', title: 'Lantern Rehearsal', width: 1200, height: 800 },
  { file: 'gallery-08.jpg', title: 'Venetian Blinds', width: 1200, height: 800 },
  { file: 'gallery-09.jpg', title: 'Signal Over the Salt Flats', width: 1200, height: 800 },
  { file: 'gallery-10.jpg', title: 'What Grows Below', width: 1200, height: 800 },
  { file: 'gallery-11.jpg', title: 'Northbound Ridge', width: 1200, height: 800 },
  { file: 'gallery-12.jpg', title: 'Walking Into the Sun', width: 1200, height: 800 },
  { file: 'gallery-13.jpg', title: 'Glass Orchard, Concept Art', width: 1200, height: 800 },
  { file: 'gallery-14.jpg', title: 'Premiere Night', width: 1200, height: 800 },
  { file: 'gallery-15.jpg', title: 'Reel Change', width: 1200, height: 800 },
  { file: 'gallery-16.jpg', title: 'Camera A, Ready', width: 1200, height: 800 },
  { file: 'gallery-17.jpg', title: 'Out of Focus', width: 1200, height: 800 },
  { file: 'gallery-18.jpg', title: 'Rain Machine', width: 1200, height: 800 },
  { file: 'gallery-19.jpg', title: 'Fog Unit, Pine Ridge', width: 1200, height: 800 },
  { file: 'gallery-20.jpg', title: 'Corridor, Hotel Set', width: 1200, height: 800 },
  { file: 'gallery-21.jpg', title: 'Long Exposure, Coast Road', width: 1200, height: 800 },
  { file: 'gallery-22.jpg', title: 'City After Midnight', width: 1200, height: 800 },
  { file: 'gallery-23.jpg', title: 'Video Village', width: 1200, height: 800 },
  { file: 'gallery-24.jpg', title: 'Boom Up', width: 1200, height: 800 },
];

/** The full image: gallery-01.jpg. */
export function galleryImageUrl(image: GalleryImage): string {
  return galleryFileUrl(image.file);
}

/** Its grid thumbnail: gallery-01.w480.webp. */
export function galleryThumbnailUrl(image: GalleryImage): string {
  return galleryFileUrl(`${image.file.replace(/\.[^.]+$/, '')}.w${GALLERY_THUMBNAIL_SIZE.width}.webp`);
}

/** The behind-the-scenes clip under the grid. */
export const galleryVideo = {
  src: behindTheScenesVideoUrl,
  poster: behindTheScenesPosterUrl,
  title: 'Behind the Scenes',
  description: 'A short reel from the set, shot between takes.',
  width: 1280,
  height: 720,
} as const;

/** The Gallery screen's headings and labels. */
export const galleryPageContent = {
  eyebrow: 'Stills',
  title: 'Gallery',
  stillsHeading: 'Stills',
  viewImage: (title: string) => `View ${title}`,
  lightboxLabel: 'Gallery',
  loading: 'Loading gallery...',
  retry: 'Retry',
} as const;
