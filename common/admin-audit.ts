// The audit log (docs/product.md#admin-audit): one row per admin write, written in the write's own transaction, and
// its paged, filterable list GET /api/admin/audit?page&limit&action&actor. The server serialises with these schemas;
// the web app imports the types, and the query schema only in the lazy admin chunk.
import { z } from 'zod';
import { adminMessages } from './messages/admin.ts';
import { pagedAnswerSchema, pagingQuerySchema } from './paging.ts';

/** Every kind of admin write, as `<subject kind>.<verb>`. New writes add theirs here. */
export const AUDIT_ACTIONS = [
  'movie.create',
  'movie.update',
  'movie.deactivate',
  'movie.reorder_featured',
  'movie.extend_rentals',
  'cover.create',
  'cover.update',
  'cover.delete',
  'cover.reorder',
  'backstage_photo.create',
  'backstage_photo.delete',
  'backstage_video.create',
  'backstage_video.delete',
  'film.upload',
  'film.retry',
  'film.delete',
  'caption.create',
  'caption.delete',
  'payment.refund',
  'newsletter.send',
  'email.retry',
  // Offers (docs/product.md#offers).
  'code.create',
  'code.update',
  'bundle.create',
  'bundle.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_KINDS = ['movie', 'cover', 'backstage_photo', 'backstage_video', 'film', 'caption', 'payment', 'newsletter', 'email', 'user', 'code', 'bundle'] as const;
export type AuditSubjectKind = (typeof AUDIT_SUBJECT_KINDS)[number];

/** A changed field: its value before and after (null where there was none). Secrets never appear. */
const auditChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
/** Field name → change; for a create, `before` is null; for a delete, `after` is null; other facts of the action (a newsletter's recipient count) as a change from null. */
const auditChangesSchema = z.record(z.string(), auditChangeSchema);
export type AuditChanges = z.infer<typeof auditChangesSchema>;

const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  created_at: z.string(),
  /** Null once the admin's account is gone (the e-mail stays as it was). */
  actor_id: z.number().int().positive().nullable(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  subject_kind: z.enum(AUDIT_SUBJECT_KINDS),
  /** The row's id as text (a movie's '12'); null for an action on many (a newsletter send, a reorder). */
  subject_id: z.string().nullable(),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `action`: one of AUDIT_ACTIONS; `actor`: the admin's user id. Newest first. */
export const auditQuerySchema = pagingQuerySchema().extend({
  action: z.enum(AUDIT_ACTIONS, adminMessages.auditActionInvalid).optional(),
  actor: z
    .string(adminMessages.auditActorInvalid)
    .regex(/^\d{1,9}$/, adminMessages.auditActorInvalid)
    .transform(Number)
    .optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditResponseSchema = pagedAnswerSchema({ entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditResponseSchema>;

/** GET /api/admin/audit/actors: every admin who has an entry, for the screen's filter. */
export const auditActorsResponseSchema = z.object({ actors: z.array(z.object({ id: z.number().int().positive(), email: z.string() })) });
export type AuditActorOption = z.infer<typeof auditActorsResponseSchema>['actors'][number];
