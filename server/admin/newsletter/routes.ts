// Admin newsletter calls (issue 11): the subscribers (list with stats and the outbox's queue, CSV export), sending
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
import { csvFilename, csvLines, sendCsv } from '../../http/csv.ts';
import { listSubscribers, previewNewsletter, sendNewsletter, SUBSCRIBER_CSV_HEADER, subscriberCsvRows } from './service.ts';

// A newsletter's message is up to 100 000 characters, 600 kB in JSON's \u escapes: these two routes take more than
// the app's 16 KiB (docs/decisions/0022).
const NEWSLETTER_BODY_LIMIT = 1024 * 1024;

export const adminNewsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/newsletter/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'A page of subscribers (status filter, search, sort), the stats of the whole list and the outbox queue',
        querystring: subscribersQuerySchema,
        response: { 200: subscribersResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { rows, stats, queue, total, page, limit, totalPages } = await listSubscribers(app.deps, request.query);
      return { subscribers: rows, stats, pagination: { total, page, limit, totalPages }, queue };
    },
  );

  app.get(
    '/newsletter/subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every subscriber under the list’s filters as a CSV download, newest first (the list’s sort is not applied)',
        querystring: subscriberFiltersSchema,
        response: { 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        csvFilename('subscribers', app.deps.config.timeZone),
        csvLines(SUBSCRIBER_CSV_HEADER, subscriberCsvRows(app.deps, request.query)),
      ),
  );

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
      return sendNewsletter(app.deps, { subject, message, isHtml }, all ? { all, search } : { subscriberIds });
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
