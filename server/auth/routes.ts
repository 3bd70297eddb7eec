import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema, loginSchema, publicUserSchema, registerSchema } from '../../common/auth.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { currentUser, requireUser } from '../plugins/auth.ts';
import { toPublicUser } from './sessions.ts';
import { logIn, logOut, registerUser } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {

  app.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerSchema, response: { 201: authResponseSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await registerUser(app.deps, clientAddressKey(request.ip), request.body)),
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema, ...errors } } },
    async (request) => logIn(app.deps, clientAddressKey(request.ip), request.body, { adminOnly: false }),
  );

  app.post(
    '/auth/admin-login',
    { schema: { tags: ['auth'], body: loginSchema, response: { 200: authResponseSchema, ...errors } } },
    async (request) => logIn(app.deps, clientAddressKey(request.ip), request.body, { adminOnly: true }),
  );

  app.post(
    '/auth/logout',
    { onRequest: requireUser, schema: { tags: ['auth'], response: { 204: z.null(), 401: errorResponseSchema } } },
    async (request, reply) => {
      if (request.sessionToken) await logOut(app.deps, request.sessionToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/verify',
    {
      onRequest: requireUser,
      schema: { tags: ['auth'], response: { 200: z.object({ user: publicUserSchema }), 401: errorResponseSchema } },
    },
    async (request) => ({ user: toPublicUser(currentUser(request)) }),
  );
};
