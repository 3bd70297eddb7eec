import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return <PageHeader eyebrow="Admin" title="Admin Dashboard" />;
}
