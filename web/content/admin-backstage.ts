// The /admin/backstage screen's wording. Its texts from docs/product.md#errors and docs/product.md#validation ('Failed
// to load backstage media', 'Please select at least one photo', ...) are in web/content/admin-messages.ts and
// common/messages/validation.ts.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const adminBackstageContent = {
  title: 'Backstage',
  intro: 'Behind-the-scenes photos and videos of every movie and movie gallery. What you add here shows on the public backstage pages at once.',

  picker: {
    label: 'Choose what to manage',
    ownerLegend: 'Media of',
    owners: { movies: 'Movies', covers: 'Movie Galleries' },
    itemLabel: { movies: 'Movie', covers: 'Movie gallery' },
    placeholder: { movies: 'Choose a movie…', covers: 'Choose a movie gallery…' },
    loading: { movies: 'Loading movies...', covers: 'Loading movie galleries...' },
    emptyTitle: { movies: 'No movies yet', covers: 'No movie galleries yet' },
    emptyHint: {
      movies: 'Add a movie on the Movies screen, then come back to give it behind-the-scenes media.',
      covers: 'Add a movie gallery on the Movie Galleries screen, then come back to give it behind-the-scenes media.',
    },
    movieOption: (title: string, isActive: boolean) => (isActive ? title : `${title} (inactive)`),
    coverOption: (title: string, movieTitle: string | null) => (movieTitle ? `${title} — ${movieTitle}` : title),
  },

  prompt: {
    title: 'Choose a movie or a movie gallery',
    hint: 'Pick one above to see, add and remove its behind-the-scenes photos and videos.',
    missing: { movies: 'That movie no longer exists. Please choose another one.', covers: 'That movie gallery no longer exists. Please choose another one.' },
  },

  selection: {
    eyebrow: { movies: 'Movie', covers: 'Movie gallery' },
    inactiveBadge: 'Inactive',
    comingSoonBadge: 'Coming soon',
    linkedMovie: (title: string) => `Linked to ${title}`,
    publicPage: 'View public page',
    publicPageLabel: (title: string) => `View public page: the backstage of ${title} (opens in a new tab)`,
    inactiveNote: 'This movie is inactive: its backstage page is hidden from visitors until you reactivate it.',
    imageAlt: (title: string) => `${title} poster`,
  },

  photos: {
    heading: 'Photos',
    loading: 'Loading photos...',
    emptyTitle: 'No photos yet',
    emptyHint: 'Upload the first behind-the-scenes photos with the form above.',
    listLabel: 'Backstage photos',
    untitled: 'Untitled photo',
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete photo: ${title}`,
    confirmDelete: {
      title: 'Delete this photo?',
      message: 'It will be removed from the public backstage page and its files deleted. This cannot be undone.',
      confirmLabel: 'Delete Photo',
      busyLabel: 'Deleting...',
    },
    deleted: 'Photo deleted',
  },

  videos: {
    heading: 'Videos',
    loading: 'Loading videos...',
    emptyTitle: 'No videos yet',
    emptyHint: 'Add a YouTube link or upload a video file with the form above.',
    listLabel: 'Backstage videos',
    untitled: 'Untitled video',
    youtube: 'YouTube',
    uploaded: 'Uploaded file',
    open: 'Open video',
    openLabel: (title: string) => `Open video: ${title} (opens in a new tab)`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete video: ${title}`,
    confirmDelete: {
      title: 'Delete this video?',
      message: 'It will be removed from the public backstage page (an uploaded file is deleted). This cannot be undone.',
      confirmLabel: 'Delete Video',
      busyLabel: 'Deleting...',
    },
    deleted: 'Video deleted',
  },

  photoUpload: {
    heading: 'Upload photos',
    intro: 'JPG or PNG, up to 20 MB each and 20 at a time. The title and description apply to every photo of this upload.',
    drop: { label: 'Photos', title: 'Drop photos here or choose files', hint: 'JPG or PNG · up to 20 MB each · at most 20' },
    submit: (count: number) => (count > 1 ? `Upload ${count} Photos` : 'Upload Photo'),
    busy: 'Uploading...',
    uploading: (count: number) => `Uploading ${plural(count, 'photo', 'photos')}`,
    done: (count: number) => `${plural(count, 'photo', 'photos')} uploaded`,
  },

  videoUpload: {
    heading: 'Add a video',
    intro: 'Link a YouTube video, or upload an MP4, WebM or OGG file of up to 100 MB.',
    sourceLegend: 'Video source',
    sources: { link: 'YouTube link', file: 'Upload a file' },
    urlLabel: 'YouTube URL',
    urlPlaceholder: 'https://www.youtube.com/watch?v=…',
    drop: { label: 'Video file', title: 'Drop a video here or choose a file', hint: 'MP4, WebM or OGG · up to 100 MB' },
    submit: 'Add Video',
    busy: 'Adding...',
    uploading: 'Uploading video',
    done: 'Video added',
  },

  caption: {
    titleLabel: 'Title (optional)',
    descriptionLabel: 'Description (optional)',
  },

  upload: {
    processing: 'Processing on the server…',
    cancel: 'Cancel Upload',
    cancelled: 'Upload cancelled.',
    removeFile: (name: string) => `Remove ${name}`,
    selectedCount: (count: number) => `${plural(count, 'file', 'files')} selected`,
    clearFiles: 'Clear all',
    fileRefused: (name: string, reason: string) => `${name}: ${reason}`,
    fileTooLarge: 'too large',
    fileWrongType: 'wrong type',
  },
} as const;
