// The admin dashboard (docs/product.md#api): totals, recent activity and the insight charts. Registered inside
// the admin scope (admin/routes.ts), which refuses anyone but an admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitiesResponseSchema, adminStatsSchema, insightsResponseSchema } from '../../../common/admin-business.ts';
import { getAdminStats, getInsights, listRecentActivity } from './service.ts';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    { schema: { tags: ['admin'], summary: 'Users, movies, rentals and revenue (completed payments) in all', response: { 200: adminStatsSchema } } },
    async () => getAdminStats(app.deps),
  );

  app.get(
    '/activity',
    { schema: { tags: ['admin'], summary: 'The latest 20 rentals, registrations and payments, newest first', response: { 200: activitiesResponseSchema } } },
    async () => ({ activities: await listRecentActivity(app.deps) }),
  );

  app.get(
    '/insights',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revenue and rentals per day and month (studio time zone), top movies, ratings',
        response: { 200: insightsResponseSchema },
      },
    },
    async () => getInsights(app.deps),
  );
};
