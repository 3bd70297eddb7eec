// The one way an uploaded file enters the server (docs/decisions/0012-admin-catalogue-and-uploads.md): a multipart body
// read part by part, each file streamed to a temporary file under DATA_DIR/tmp and never held in memory whole, cut off
// at its kind's size limit (413: an image or a video; a route takes one kind, or names the parts of the other), and
// typed by its first bytes (file-type), never by its name or declared type (415). Whatever fails, the temporary files are gone before the error leaves; on success the caller owns them
// until `discard()`, which it calls in a `finally`.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromFile } from 'file-type';
import { IMAGE_UPLOAD_TYPES, VIDEO_UPLOAD_TYPES } from '../../common/admin-catalogue.ts';
import { adminMessages } from '../../common/messages/admin.ts';
import { serverMessages } from '../../common/messages/server.ts';
import type { Config, UploadLimits } from '../config.ts';
import { DomainError, TooLargeError, UnsupportedTypeError, ValidationError } from '../errors.ts';
import { isClientHangUp } from '../http/error-response.ts';
import { containsNul } from '../http/contains-nul.ts';

type UploadKind = 'image' | 'video';

export interface UploadRules {
  /** What the route's file parts are: their accepted types and size limit. */
  kind: UploadKind;
  /** File parts the route takes, with how many of each (`{ photos: 20 }`); any other file part is refused. */
  files: Record<string, number>;
  /** Parts of another kind than `kind`, each checked as its own kind: the movie form's `trailer` clip. */
  partKinds?: Record<string, UploadKind>;
}

export interface ReceivedFile {
  field: string;
  /** Where the bytes wait, until `discard()`. */
  path: string;
  /** The type the bytes show (one the route accepts) and its usual extension. */
  mime: string;
  extension: string;
  bytes: number;
}

/** The files of an upload whose parts take one file each, by part name. */
export type FilesByPart = Partial<Record<string, ReceivedFile>>;

export interface ReceivedUpload {
  /** Text parts by name; a name sent twice is refused. */
  fields: Record<string, string>;
  files: ReceivedFile[];
  discard(): Promise<void>;
}

// Text parts are short form values; the largest (a description) stays far below this.
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_TEXT_FIELDS = 20;

const acceptedTypes: Record<UploadKind, readonly string[]> = { image: IMAGE_UPLOAD_TYPES, video: VIDEO_UPLOAD_TYPES };
const wrongTypeMessage: Record<UploadKind, string> = {
  image: adminMessages.photoTypeInvalid,
  video: adminMessages.videoTypeInvalid,
};
const tooLargeMessage: Record<UploadKind, string> = {
  image: adminMessages.photoTooLarge,
  video: adminMessages.videoTooLarge,
};

function maxBytesOf(kind: UploadKind, limits: UploadLimits): number {
  return kind === 'image' ? limits.imageBytes : limits.videoBytes;
}

const kindOf = (rules: UploadRules, field: string): UploadKind => rules.partKinds?.[field] ?? rules.kind;

async function receiveUpload(
  request: FastifyRequest,
  options: { limits: UploadLimits; tempDir: string; rules: UploadRules },
): Promise<ReceivedUpload> {
  const { rules, tempDir } = options;
  if (!request.isMultipart()) throw new UnsupportedTypeError(adminMessages.multipartRequired);
  // Bodies are never inflated (app.ts): a compressed one would only be read as garbage.
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw new UnsupportedTypeError(serverMessages.unsupportedMediaType);
  const maxFiles = Object.values(rules.files).reduce((sum, count) => sum + count, 0);
  const maxBytesOfPart = (field: string) => maxBytesOf(kindOf(rules, field), options.limits);
  // The parser cuts every part at the largest limit; a part of a smaller one is cut at its own (saveToDisk).
  const maxBytes = Math.max(...Object.keys(rules.files).map(maxBytesOfPart));
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const discard = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  try {
    await mkdir(tempDir, { recursive: true });
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: maxFiles, fields: MAX_TEXT_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new TooLargeError(serverMessages.bodyTooLarge);
        // A repeated name, a file part sent without a file name (which the parser reads as text), or a NUL
        // (which PostgreSQL cannot store) is a broken form.
        const { fieldname, value } = part;
        const isBroken = fieldname in fields || fieldname in rules.files || typeof value !== 'string';
        if (isBroken || containsNul(value)) throw new ValidationError(serverMessages.invalidRequest);
        fields[fieldname] = value;
        continue;
      }
      const allowed = rules.files[part.fieldname] ?? 0;
      if (files.filter((file) => file.field === part.fieldname).length >= allowed) {
        part.file.resume();
        throw new ValidationError(allowed === 0 ? adminMessages.unexpectedFile : adminMessages.tooManyPhotos);
      }
      // Pushed before it is written, so that a failure half-way still removes it.
      const file: ReceivedFile = { field: part.fieldname, path: join(tempDir, randomUUID()), mime: '', extension: '', bytes: 0 };
      files.push(file);
      await saveToDisk(part, file, { kind: kindOf(rules, part.fieldname), maxBytes: maxBytesOfPart(part.fieldname) });
    }
    for (const file of files) await typeFromBytes(file, kindOf(rules, file.field));
    return { fields, files, discard };
  } catch (error) {
    await discard();
    throw asUploadError(error, rules.kind);
  }
}

async function saveToDisk(part: MultipartFile, file: ReceivedFile, { kind, maxBytes }: { kind: UploadKind; maxBytes: number }): Promise<void> {
  const out = createWriteStream(file.path);
  const limit = cutOffAfter(maxBytes);
  try {
    await pipeline(part.file, limit.guard, out);
  } catch (error) {
    // A failed pipeline does not wait for the file to be opened and closed: removing it before then would let the
    // open create it again afterwards, left behind for good.
    if (!out.closed) await once(out, 'close');
    // In the words of this part's kind (a trailer clip beside images is a video too large).
    throw asUploadError(error, kind);
  }
  // Busboy stops at the limit and marks the stream; the rest of the part is skipped, never stored.
  if (part.file.truncated || limit.exceeded()) throw new TooLargeError(tooLargeMessage[kind]);
  file.bytes = (await stat(file.path)).size;
  if (file.bytes === 0) throw new UnsupportedTypeError(wrongTypeMessage[kind]);
}

/**
 * Passes a part's bytes on up to `maxBytes`, then reads and drops the rest (never stored), as the parser does at the
 * route's largest limit: for a part whose own limit is smaller (an image beside a video clip).
 */
function cutOffAfter(maxBytes: number): { guard: Transform; exceeded: () => boolean } {
  let seen = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(null, seen <= maxBytes ? chunk : undefined);
    },
  });
  return { guard, exceeded: () => seen > maxBytes };
}

async function typeFromBytes(file: ReceivedFile, kind: UploadKind): Promise<void> {
  const detected = await fileTypeFromFile(file.path);
  if (!detected || !acceptedTypes[kind].includes(detected.mime)) throw new UnsupportedTypeError(wrongTypeMessage[kind]);
  file.mime = detected.mime;
  file.extension = detected.ext;
}

// The multipart plugin's own refusals (limits, a body cut short), in the app's words.
const multipartErrors: Record<string, (kind: UploadKind) => DomainError> = {
  FST_REQ_FILE_TOO_LARGE: (kind) => new TooLargeError(tooLargeMessage[kind]),
  FST_FILES_LIMIT: (kind) => new ValidationError(kind === 'image' ? adminMessages.tooManyPhotos : adminMessages.unexpectedFile),
  FST_FIELDS_LIMIT: () => new TooLargeError(serverMessages.bodyTooLarge),
  FST_PARTS_LIMIT: () => new TooLargeError(serverMessages.bodyTooLarge),
  FST_PROTO_VIOLATION: () => new ValidationError(serverMessages.invalidRequest),
  FST_MP_PREMATURE_CLOSE: () => new ValidationError(adminMessages.uploadIncomplete),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new UnsupportedTypeError(adminMessages.multipartRequired),
};

function asUploadError(error: unknown, kind: UploadKind): unknown {
  if (error instanceof DomainError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const known = multipartErrors[code];
  if (known) return known(kind);
  if (!(error instanceof Error)) return error;
  // The client went away, or the body ended early: the upload did not arrive.
  if (isClientHangUp(error) || /unexpected end/i.test(error.message)) return new ValidationError(adminMessages.uploadIncomplete);
  // Busboy's other parse failures (no boundary, a malformed part header) are a broken form.
  if (/malformed|boundary|multipart/i.test(error.message)) return new ValidationError(serverMessages.invalidRequest);
  return error;
}

/** Where uploads wait while they are checked: under DATA_DIR, so they are on the same disk as the media. */
export function uploadTempDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'tmp', 'uploads');
}

/** Receives an upload, hands it to `use`, and removes its temporary files afterwards, however `use` ends. */
export async function withUpload<T>(
  request: FastifyRequest,
  config: Pick<Config, 'dataDir' | 'uploadLimits'>,
  rules: UploadRules,
  use: (upload: ReceivedUpload) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, { limits: config.uploadLimits, tempDir: uploadTempDir(config), rules });
  try {
    return await use(upload);
  } finally {
    await upload.discard();
  }
}
