// Sends one object of the private store as a reply, streamed (send-stored-object.ts: from this disk or the bucket)
// with ranges and validators as a player and a cache expect; what would be refused is answered with the film
// routes' own errors.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { filmMessages } from '../../../common/messages/films.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { NotFoundError } from '../../errors.ts';
import { sendStoredObject } from '../../http/send-stored-object.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export interface PrivateFile {
  /** A key of the private store, made only of names the caller has checked. */
  key: string;
  contentType: string;
  cacheControl: string;
}

// Larger reads than the 64 KiB default: fewer trips through the event loop per segment.
const READ_BYTES = 512 * 1024;

const notFound = (): never => {
  throw new NotFoundError(serverMessages.notFound);
};

export function sendPrivateFile(request: FastifyRequest, reply: FastifyReply, films: ObjectStore, file: PrivateFile): Promise<FastifyReply> {
  const { key, ...answer } = file;
  return sendStoredObject(
    request,
    reply,
    films,
    key,
    { ...answer, highWaterMark: READ_BYTES },
    {
      notFound,
      rangeNotSatisfiable: (contentRange) =>
        reply
          .code(416)
          .header('content-range', contentRange)
          .header('cache-control', 'no-store')
          .send({ error: filmMessages.streamRangeInvalid }),
    },
  );
}
