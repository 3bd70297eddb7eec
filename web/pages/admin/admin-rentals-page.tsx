import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminRentalsPage() {
  useDocumentTitle('Rentals · Admin');
  return <PageHeader eyebrow="Admin" title="Rentals" />;
}
