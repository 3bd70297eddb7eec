import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminMovieGalleriesPage() {
  useDocumentTitle('Movie Galleries · Admin');
  return <PageHeader eyebrow="Admin" title="Movie Galleries" />;
}
