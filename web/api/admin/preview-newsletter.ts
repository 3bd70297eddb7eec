import { useMutation } from '@tanstack/react-query';
import type { EmailContent, EmailPreview } from '../../../common/newsletter-admin.ts';
import { adminMessages } from '../../../common/messages.ts';
import { apiRequest } from '../api-client.ts';
import { keepValidationText } from './send-newsletter.ts';

/**
 * POST /api/admin/newsletter/preview {subject, message, isHtml} -> {subject, html, text}: the e-mail as a
 * subscriber would get it (layout, sanitising, the plain-text part). A POST that changes nothing, so no
 * invalidation; a mutation because each preview is of what is typed at that moment.
 */
export async function previewNewsletter(content: EmailContent): Promise<EmailPreview> {
  try {
    return await apiRequest<EmailPreview>('/admin/newsletter/preview', {
      method: 'POST',
      body: content,
      fallbackMessage: adminMessages.emailPreviewFailed,
    });
  } catch (error) {
    return keepValidationText(error, adminMessages.emailPreviewFailed);
  }
}

export function usePreviewNewsletterMutation() {
  return useMutation({ mutationFn: previewNewsletter });
}
