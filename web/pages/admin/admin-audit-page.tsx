// /admin/audit (docs/product.md#admin-audit): every admin write, newest first, in a server-paged table filtered by
// action and by admin. Each entry says when, who, what (a readable action), on which record (a link to it where the
// admin has a screen for it) and the fields it changed, before and after. The list's state lives in the URL.
import { Link } from 'react-router';
import { AUDIT_ACTIONS, type AuditChanges, type AuditEntry } from '../../../common/admin-audit.ts';
import { DEFAULT_PAGE_SIZE } from '../../../common/paging.ts';
import type { AdminListQuery } from '../../api/admin/list-query.ts';
import { useAuditActors, useAuditLog } from '../../api/admin/list-audit.ts';
import { AdminListPage } from '../../components/admin/admin-list-page/admin-list-page.tsx';
import type { DataColumn } from '../../components/admin/data-table/data-table.tsx';
import { DateTimeCell } from '../../components/admin/data-table/list-controls.tsx';
import { oneOf, rowIdFilter, useListParams } from '../../components/admin/data-table/use-list-params.ts';
import { cutPreview } from '../../components/admin/email-logs/previews.ts';
import { bundleEditPath } from '../../components/admin/admin-list-page/deep-links.ts';
import { adminAuditContent as content } from '../../content/admin-audit.ts';

const ALL_ACTIONS = 'all';

// The log has one order (newest first): no sort to choose.
const listSpec = {
  sorts: ['created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: { action: oneOf([ALL_ACTIONS, ...AUDIT_ACTIONS]), actor: rowIdFilter },
} as const;

const actionOptions = [
  { value: ALL_ACTIONS, label: content.allActions },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: content.actions[action] })),
];

/** A changed value this long is cut in the table; the whole change is the line's tooltip. */
const CHANGE_VALUE_PREVIEW = 40;

/** Where the admin opens a subject, for the kinds that have a screen of their own. */
const subjectHref: Partial<Record<AuditEntry['subject_kind'], (id: string) => string>> = {
  movie: (id) => `/admin/movies?edit=${id}`,
  payment: (id) => `/admin/payments?search=${id}`,
  user: (id) => `/admin/users?user=${id}`,
  bundle: (id) => bundleEditPath(Number(id)),
};

function SubjectCell({ entry }: { entry: AuditEntry }) {
  const kind = content.subjects[entry.subject_kind];
  if (entry.subject_id === null) return kind;
  const text = content.subject(kind, entry.subject_id);
  const href = subjectHref[entry.subject_kind];
  return href ? <Link to={href(entry.subject_id)}>{text}</Link> : text;
}

const isPlain = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/** A value as text: absent (or an empty list) as a dash, a list of words as 'drama, comedy', anything else as its JSON. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return content.none;
  if (Array.isArray(value) && value.every(isPlain)) return value.length === 0 ? content.none : value.join(', ');
  return isPlain(value) ? String(value) : JSON.stringify(value);
}

/** One line a changed field, 'price: 4.99 → 5.99'; a long value cut, the whole line in its tooltip. */
function ChangesCell({ changes }: { changes: AuditChanges }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return content.noChanges;
  return (
    <span className="data-table__stack">
      {fields.map(([field, { before, after }]) => {
        const whole = content.change(field, valueText(before), valueText(after));
        const shown = content.change(field, cutPreview(valueText(before), CHANGE_VALUE_PREVIEW), cutPreview(valueText(after), CHANGE_VALUE_PREVIEW));
        return (
          <span key={field} className="admin-hint admin-hint--small" title={shown === whole ? undefined : whole}>
            {shown}
          </span>
        );
      })}
    </span>
  );
}

const columns: DataColumn<AuditEntry, never>[] = [
  { id: 'when', header: content.columns.when, rowHeader: true, cell: (entry) => <DateTimeCell value={entry.created_at} /> },
  { id: 'actor', header: content.columns.actor, cell: (entry) => entry.actor_email },
  { id: 'action', header: content.columns.action, cell: (entry) => content.actions[entry.action] },
  { id: 'subject', header: content.columns.subject, cell: (entry) => <SubjectCell entry={entry} /> },
  { id: 'changes', header: content.columns.changes, cell: (entry) => <ChangesCell changes={entry.changes} /> },
];

/** Every admin with an entry; one named in the URL shows as its number until they have loaded. */
function useActorOptions(chosen: string) {
  const actors = useAuditActors();
  const options = [{ value: '', label: content.allActors }, ...(actors.data ?? []).map((actor) => ({ value: String(actor.id), label: actor.email }))];
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: `#${chosen}` });
  return options;
}

export function AdminAuditPage() {
  const list = useListParams(listSpec);
  const { action, actor } = list.filters;
  // Only what the log's API reads: page, limit and the filters set.
  const query: AdminListQuery = {
    page: list.page,
    limit: DEFAULT_PAGE_SIZE,
    ...(action !== ALL_ACTIONS ? { action } : {}),
    ...(actor ? { actor } : {}),
  };
  const log = useAuditLog(query);
  const actorOptions = useActorOptions(actor);
  const isFiltered = action !== ALL_ACTIONS || actor !== '';

  return (
    <AdminListPage
      texts={{
        ...content,
        emptyTitle: isFiltered ? content.noMatchTitle : content.emptyTitle,
        emptyHint: isFiltered ? content.noMatchHint : content.emptyHint,
      }}
      errorText={content.loadFailed}
      list={list}
      query={log}
      rowsOf={(page) => page.entries}
      filters={[
        { filter: 'action', label: content.actionLabel, options: actionOptions },
        { filter: 'actor', label: content.actorLabel, options: actorOptions },
      ]}
      table={{ columns, rowKey: (entry) => entry.id }}
    />
  );
}
