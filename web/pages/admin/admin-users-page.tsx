import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminUsersPage() {
  useDocumentTitle('Users · Admin');
  return <PageHeader eyebrow="Admin" title="Users" />;
}
