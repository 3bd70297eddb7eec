import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '../../common/page-meta.ts';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * Title and description of the page on show. The server sent the first page's in its HTML; this keeps them
 * right as the visitor moves around (shared links and bookmarks use them).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useDocumentTitle(title);
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
