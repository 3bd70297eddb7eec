// The audit log (docs/product.md#admin-audit): GET /api/admin/audit?page&limit&action&actor, a page of entries newest
// first, and GET /api/admin/audit/actors, every admin with an entry, for the screen's filter. Under adminKeys.all, so
// an admin write refreshes them.
import type { AuditActorOption, AuditPage } from '../../../common/admin-audit.ts';
import { adminAuditContent } from '../../content/admin-audit.ts';
import { adminKeys } from './keys.ts';
import { adminList, pagedAdminList, type AdminListQuery } from './list-query.ts';

const auditKey = [...adminKeys.all, 'audit'] as const;

const entries = pagedAdminList<AuditPage>(
  { path: '/admin/audit', rows: 'entries', fallbackMessage: adminAuditContent.loadFailed },
  (query: AdminListQuery) => [...auditKey, 'list', query],
);

const actors = adminList<AuditActorOption>(
  { path: '/admin/audit/actors', rows: 'actors', fallbackMessage: adminAuditContent.actorsLoadFailed },
  [...auditKey, 'actors'],
);

export const useAuditLog = entries.useList;
export const useAuditActors = actors.useList;
