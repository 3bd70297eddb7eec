// Reading a caption upload: a multipart form of one `file` part (at most CAPTION_MAX_BYTES) and the text fields
// `language` and `label`. Captions are small text, read into memory and judged by their content (captions.ts),
// which is why this is not uploads/receive.ts: that pipeline streams media to disk and types it with file-type,
// which knows no text formats. Refusals follow receive.ts's: 413 over the limit, 415 without multipart.
import type { FastifyRequest } from 'fastify';
import { CAPTION_MAX_BYTES } from '../../../common/films.ts';
import { adminMessages } from '../../../common/messages/admin.ts';
import { filmMessages } from '../../../common/messages/films.ts';
import { serverMessages } from '../../../common/messages/server.ts';
import { DomainError, TooLargeError, UnsupportedTypeError, ValidationError } from '../../errors.ts';
import { isClientHangUp } from '../../http/error-response.ts';
import { containsNul } from '../../http/contains-nul.ts';

const CAPTION_FILE_FIELD = 'file';
const MAX_FIELDS = 4;
const MAX_FIELD_BYTES = 1024;

export interface CaptionUpload {
  fields: Record<string, string>;
  bytes: Buffer;
}

// The multipart plugin's refusals, in the app's words.
const multipartErrors: Record<string, () => DomainError> = {
  FST_REQ_FILE_TOO_LARGE: () => new TooLargeError(filmMessages.captionTooLarge),
  FST_FILES_LIMIT: () => new ValidationError(adminMessages.unexpectedFile),
  FST_FIELDS_LIMIT: () => new TooLargeError(serverMessages.bodyTooLarge),
  FST_PARTS_LIMIT: () => new TooLargeError(serverMessages.bodyTooLarge),
  FST_PROTO_VIOLATION: () => new ValidationError(serverMessages.invalidRequest),
  FST_MP_PREMATURE_CLOSE: () => new ValidationError(adminMessages.uploadIncomplete),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new UnsupportedTypeError(adminMessages.multipartRequired),
};

function asUploadError(error: unknown): unknown {
  if (error instanceof DomainError || !(error instanceof Error)) return error;
  const known = 'code' in error ? multipartErrors[String(error.code)] : undefined;
  if (known) return known();
  if (isClientHangUp(error) || /unexpected end/i.test(error.message)) return new ValidationError(adminMessages.uploadIncomplete);
  if (/malformed|boundary|multipart/i.test(error.message)) return new ValidationError(serverMessages.invalidRequest);
  return error;
}

async function readParts(request: FastifyRequest): Promise<{ fields: Record<string, string>; bytes: Buffer | null }> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  const parts = request.parts({ limits: { fileSize: CAPTION_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new TooLargeError(serverMessages.bodyTooLarge);
      const { fieldname, value } = part;
      // A repeated name, a file part without a file name (read as text) or a NUL is a broken form.
      const isBroken = fieldname in fields || fieldname === CAPTION_FILE_FIELD || typeof value !== 'string' || containsNul(value);
      if (isBroken) throw new ValidationError(serverMessages.invalidRequest);
      fields[fieldname] = value;
    } else if (part.fieldname !== CAPTION_FILE_FIELD) {
      part.file.resume();
      throw new ValidationError(adminMessages.unexpectedFile);
    } else {
      bytes = await part.toBuffer();
    }
  }
  return { fields, bytes };
}

export async function receiveCaption(request: FastifyRequest): Promise<CaptionUpload> {
  if (!request.isMultipart()) throw new UnsupportedTypeError(adminMessages.multipartRequired);
  // Bodies are never inflated (app.ts).
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new UnsupportedTypeError(serverMessages.unsupportedMediaType);
  try {
    const { fields, bytes } = await readParts(request);
    if (!bytes || bytes.length === 0) throw new ValidationError(filmMessages.captionTypeInvalid);
    return { fields, bytes };
  } catch (error) {
    throw asUploadError(error);
  }
}
