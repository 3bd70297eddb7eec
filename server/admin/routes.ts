// The one admin scope (docs/decisions/0012-admin-catalogue-and-uploads.md): every admin call is registered here, under
// /api/admin, behind a first hook that demands an admin session (401 without one, 403 for a viewer). Uploads are parsed
// only inside this scope: nobody else can send the server a multipart body.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../auth/guards.ts';
import { adminAuditRoutes } from './audit/routes.ts';
import { adminBackstageRoutes } from './backstage/routes.ts';
import { adminBundleRoutes } from './bundles/routes.ts';
import { adminCodeRoutes } from './codes/routes.ts';
import { adminCoverRoutes } from './covers/routes.ts';
import { adminDashboardRoutes } from './dashboard/routes.ts';
import { adminEmailLogRoutes } from './email-logs/routes.ts';
import { adminFilmRoutes } from './films/routes.ts';
import { adminInsightRoutes } from './insights/routes.ts';
import { adminMovieRoutes } from './movies/routes.ts';
import { adminNewsletterRoutes } from './newsletter/routes.ts';
import { adminOrderRoutes } from './ordering/routes.ts';
import { adminPaymentRoutes } from './payments/routes.ts';
import { adminPremiereRoutes } from './premieres/routes.ts';
import { adminRentalRoutes } from './rentals/routes.ts';
import { adminSearchRoutes } from './search/routes.ts';
import { adminUserRoutes } from './users/routes.ts';

export const adminRoutes: FastifyPluginAsync = async (admin) => {
  admin.addHook('onRequest', requireAdmin);
  // Each upload route passes its own limits (uploads/receive.ts); these are the ceiling for anything else.
  await admin.register(multipart, { limits: { fileSize: 0, files: 0, fields: 0 } });
  await admin.register(adminMovieRoutes);
  await admin.register(adminPremiereRoutes);
  await admin.register(adminCoverRoutes);
  await admin.register(adminBackstageRoutes);
  await admin.register(adminDashboardRoutes);
  await admin.register(adminUserRoutes);
  await admin.register(adminRentalRoutes);
  await admin.register(adminPaymentRoutes);
  await admin.register(adminNewsletterRoutes);
  await admin.register(adminEmailLogRoutes);
  await admin.register(adminFilmRoutes);
  await admin.register(adminOrderRoutes);
  await admin.register(adminSearchRoutes);
  await admin.register(adminAuditRoutes);
  await admin.register(adminCodeRoutes);
  await admin.register(adminBundleRoutes);
  await admin.register(adminInsightRoutes);
};
