// Admin newsletter calls: the subscribers (list with stats and the outbox's queue, CSV export), sending
// to them through the outbox, and the preview of the e-mail. Registered inside the admin scope (admin/routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../common/http.ts';
import {
  emailContentSchema,
  emailPreviewResponseSchema,
  sendEmailResponseSchema,
  sendEmailSchema,
  subscriberFiltersSchema,
  subscribersQuerySchema,
  subscribersResponseSchema,
} from '../../../common/newsletter-admin.ts';
import { auditActorOf } from '../../audit/record.ts';
import { registerAdminList } from '../list-route.ts';
import { listSubscribers, previewNewsletter, sendNewsletter, SUBSCRIBER_CSV_HEADER, subscriberCsvRows } from './service.ts';

// A newsletter's message is up to 100 000 characters, 600 kB in JSON's \u escapes: these two routes take more than
// the app's 16 KiB (docs/decisions/0022).
const NEWSLETTER_BODY_LIMIT = 1024 * 1024;

export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerAdminList(app, {
    path: 'newsletter/subscribers',
    summary: 'A page of subscribers (status filter, search, sort), the stats of the whole list and the outbox queue',
    query: subscribersQuerySchema,
    response: subscribersResponseSchema,
    list: listSubscribers,
    csv: { rowName: 'subscriber', filters: subscriberFiltersSchema, header: SUBSCRIBER_CSV_HEADER, rows: subscriberCsvRows },
  });

  app.post(
    '/newsletter/send-email',
    {
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Queue an e-mail for the chosen subscribers, or for every one matching a search (`all`); only active ones',
        body: sendEmailSchema,
        response: { 200: sendEmailResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { subject, message, isHtml, subscriberIds = [], all, search } = request.body;
      return sendNewsletter(app.deps, auditActorOf(request), { subject, message, isHtml }, all ? { all, search } : { subscriberIds });
    },
  );

  app.post(
    '/newsletter/preview',
    {
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'The e-mail as a subscriber would get it (layout, sanitised HTML, plain-text part)',
        body: emailContentSchema,
        response: { 200: emailPreviewResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => previewNewsletter(app.deps, request.body),
  );
};
