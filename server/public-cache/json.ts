// Cached JSON answers of the public catalogue, and how they are sent with the catalogue's caching headers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../errors.ts';
import { setCatalogueCaching } from '../http/viewer.ts';
import { sendCachedAnswer } from './send.ts';
import type { BuiltAnswer, CachedAnswer } from './store.ts';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface JsonRead<Data> {
  /** What is sent, encoded with the route's response schema exactly as its serializer would. */
  body?: unknown;
  /** Instead of a body: the answer is a 404 with this text, as the app's error handler sends it. */
  notFound?: string;
  /** What a logged-in reader's answer is made from (kept as objects, never sent as is). */
  data?: Data;
  tags?: readonly string[];
}

/** The answer `read` gives, serialised once. A NotFoundError thrown by `read` is a 404 too. */
export async function buildJsonAnswer<Data>(schema: z.ZodType, read: () => Promise<JsonRead<Data>>): Promise<BuiltAnswer<Data | undefined>> {
  let result: JsonRead<Data>;
  try {
    result = await read();
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    result = { notFound: error.message };
  }
  const { notFound, data, tags } = result;
  const answer = { contentType: JSON_CONTENT_TYPE, data, ...(tags && { tags }) };
  if (notFound !== undefined) return { ...answer, status: 404, body: JSON.stringify({ error: notFound }) };
  return { ...answer, status: 200, body: JSON.stringify(z.encode(schema, result.body)) };
}

/** A cached catalogue answer with the caching headers every catalogue answer has (http/viewer.ts). */
export function sendCatalogueAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  setCatalogueCaching(request, reply);
  return sendCachedAnswer(request, reply, answer);
}
