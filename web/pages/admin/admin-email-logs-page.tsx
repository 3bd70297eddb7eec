import { PageHeader } from '../../components/page-header/page-header.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function AdminEmailLogsPage() {
  useDocumentTitle('Email Logs · Admin');
  return <PageHeader eyebrow="Admin" title="Email Logs" />;
}
