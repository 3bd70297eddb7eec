import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionUserResponseSchema,
} from '../../common/auth.ts';
import { errorResponseSchema } from '../../common/http.ts';
import { serverMessages } from '../../common/messages/server.ts';
import { clientAddressKey } from '../http/client-address.ts';
import { currentUser, requireUser } from './guards.ts';
import { changePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
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
      schema: { tags: ['auth'], response: { 200: sessionUserResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ user: toPublicUser(currentUser(request)) }),
  );

  // The same answer whether or not the address has an account (password-reset.ts).
  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await requestPasswordReset(app.deps, clientAddressKey(request.ip), request.body.email);
      return { message: serverMessages.passwordResetRequested };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await resetPassword(app.deps, request.body);
      return { message: serverMessages.passwordResetDone };
    },
  );

  app.post(
    '/auth/change-password',
    { onRequest: requireUser, schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      if (!request.sessionToken) throw new Error('requireUser let a request without a session through');
      await changePassword(app.deps, user, request.sessionToken, request.body);
      return { message: serverMessages.passwordChanged };
    },
  );
};
