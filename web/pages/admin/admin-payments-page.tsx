import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminPaymentsPage() {
  useDocumentTitle('Payments · Admin');
  return <PageHeader eyebrow="Admin" title="Payments" />;
}
