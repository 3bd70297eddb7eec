import { useMutation } from '@tanstack/react-query';
import type { EmailContent, EmailPreview } from '../../../common/newsletter-admin.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { postEmail } from './send-newsletter.ts';

/**
 * POST /api/admin/newsletter/preview {subject, message, isHtml} -> {subject, html, text}: the e-mail as a
 * subscriber would get it (layout, sanitising, the plain-text part). A POST that changes nothing, so no
 * invalidation; a mutation because each preview is of what is typed at that moment.
 */
const previewNewsletter = (content: EmailContent) =>
  postEmail<EmailPreview>('/admin/newsletter/preview', content, adminScreenMessages.emailPreviewFailed);

export function usePreviewNewsletterMutation() {
  return useMutation({ mutationFn: previewNewsletter });
}
