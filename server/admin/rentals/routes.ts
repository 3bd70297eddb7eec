// Stub: filled in by the "Admin panel II" work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminRentalRoutes: FastifyPluginAsyncZod = async () => {};
