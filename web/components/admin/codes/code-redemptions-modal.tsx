// A code's redemptions (docs/product.md#offers), from its row's menu: each completed payment with it (buyer, film or
// bundle, what was paid and taken off, whether it was a gift, when), newest first; for a screener, every play too.
// Loading and failure are QueryView's; each table says so when it has nothing.
import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import type { AdminCode, codeRedemptionsResponseSchema } from '../../../../common/admin-offers.ts';
import { formatPrice } from '../../../../common/format.ts';
import { useCodeRedemptions } from '../../../api/admin/get-code-redemptions.ts';
import { codeRedemptionsContent as content } from '../../../content/admin-codes.ts';
import { adminScreenMessages } from '../../../content/admin-messages.ts';
import { QueryView } from '../../query-view/query-view.tsx';
import { SectionHead } from '../admin-page/section-head.tsx';
import { DataTable, type DataColumn } from '../data-table/data-table.tsx';
import { DateTimeCell } from '../data-table/list-controls.tsx';
import { AdminDialog } from '../admin-form-modal/admin-dialog.tsx';
import './codes.css';

type Answer = z.infer<typeof codeRedemptionsResponseSchema>;
type Redemption = Answer['redemptions'][number];
type Play = Answer['plays'][number];

const redemptionColumns: DataColumn<Redemption>[] = [
  { id: 'buyer', header: content.columns.buyer, rowHeader: true, cell: (redemption) => redemption.email },
  { id: 'title', header: content.columns.title, cell: (redemption) => redemption.title },
  { id: 'amount', header: content.columns.amount, numeric: true, cell: (redemption) => formatPrice(redemption.amount) },
  { id: 'discount', header: content.columns.discount, numeric: true, cell: (redemption) => content.discount(redemption.discount) },
  { id: 'gift', header: content.columns.gift, cell: (redemption) => (redemption.gift ? content.yes : content.no) },
  { id: 'date', header: content.columns.date, cell: (redemption) => <DateTimeCell value={redemption.created_at} /> },
];
const redemptionCard = { title: 'buyer', amount: 'amount', meta: ['title', 'discount', 'gift', 'date'] } as const;

const playColumns: DataColumn<Play>[] = [
  { id: 'viewer', header: content.playColumns.viewer, rowHeader: true, cell: (play) => play.email ?? content.unknownViewer },
  { id: 'title', header: content.playColumns.title, cell: (play) => play.title },
  { id: 'date', header: content.playColumns.date, cell: (play) => <DateTimeCell value={play.played_at} /> },
];
const playCard = { title: 'viewer', meta: ['title', 'date'] } as const;

export interface CodeRedemptionsModalProps {
  code: AdminCode;
  onClose: () => void;
}

export function CodeRedemptionsModal({ code, onClose }: CodeRedemptionsModalProps) {
  const redemptions = useCodeRedemptions(code.id);
  const isScreener = code.email !== null;
  return (
    <AdminDialog title={content.title(code.code)} onClose={onClose} className="code-redemptions" bodyClassName="code-redemptions__body">
      <QueryView query={redemptions} loadingText={content.loading} errorText={adminScreenMessages.redemptionsLoadFailed} showErrorMessage>
        {(answer) => (
          <>
            <Part title={content.redemptionsHeading} hint={content.redemptionsHint} isEmpty={answer.redemptions.length === 0} emptyText={content.noRedemptions}>
              <DataTable
                caption={content.redemptionsHeading}
                hideCaption
                columns={redemptionColumns}
                rows={answer.redemptions}
                rowKey={(redemption) => redemption.payment_id}
                card={redemptionCard}
              />
            </Part>
            {isScreener && (
              <Part title={content.playsHeading} hint={content.playsHint} isEmpty={answer.plays.length === 0} emptyText={content.noPlays}>
                <DataTable
                  caption={content.playsHeading}
                  hideCaption
                  columns={playColumns}
                  rows={answer.plays}
                  rowKey={(play) => `${play.played_at} ${play.movie_id} ${play.user_id ?? ''}`}
                  card={playCard}
                />
              </Part>
            )}
          </>
        )}
      </QueryView>
    </AdminDialog>
  );
}

const PART_HEAD_CLASSES = ['admin-head', '', 'admin-hint'] as const;

/** One table of the dialog under its heading, or the words saying it has nothing. */
function Part({ title, hint, isEmpty, emptyText, children }: { title: string; hint: string; isEmpty: boolean; emptyText: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-column" aria-labelledby={headingId}>
      <SectionHead id={headingId} level={3} title={title} intro={hint} classNames={PART_HEAD_CLASSES} />
      {isEmpty ? <p className="admin-hint">{emptyText}</p> : children}
    </section>
  );
}
