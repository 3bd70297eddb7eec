import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY } from '../../../hooks/media-queries.ts';
import { setMediaQuery } from '../../../test/match-media.ts';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog.tsx';
import { useConfirmedAction } from '../admin-page/use-confirmed-action.ts';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Payment {
  id: number;
  name: string;
  email: string;
  amount: string;
  status: string;
  date: string;
}

const columns: DataColumn<Payment, 'amount'>[] = [
  { id: 'name', header: 'Customer', rowHeader: true, cell: (payment) => payment.name },
  { id: 'email', header: 'E-mail', hideable: true, hiddenByDefault: true, cell: (payment) => payment.email },
  { id: 'amount', header: 'Amount', numeric: true, sort: 'amount', cell: (payment) => payment.amount },
  { id: 'status', header: 'Status', cell: (payment) => payment.status },
  { id: 'date', header: 'Date', hideable: true, cell: (payment) => payment.date },
];

const rows: Payment[] = [
  { id: 1, name: 'Ida Lupino', email: 'ida@example.com', amount: '$4.99', status: 'Completed', date: 'Jul 4, 2031' },
  { id: 2, name: 'Ida Lupino', email: 'ida.l@example.com', amount: '$2.50', status: 'Failed', date: 'Jul 5, 2031' },
];

/** A list screen's table with a confirmed Refund in each row's menu, as the Payments screen has. */
function Payments({ onRefund }: { onRefund: (payment: Payment) => void }) {
  const refund = useConfirmedAction({
    mutation: { mutate: (payment: Payment, options) => (onRefund(payment), options?.onSuccess?.()), reset: () => {}, isPending: false, error: null },
    variables: (payment: Payment) => payment,
    texts: (payment) => ({ title: `Refund ${payment.amount} to ${payment.name}?`, message: 'The money goes back.', confirmLabel: 'Refund', failureText: 'Failed' }),
    onDone: () => {},
  });
  return (
    <MemoryRouter>
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        rowKey={(payment) => payment.id}
        sorting={{ sort: 'amount', order: 'desc', onSort: () => {} }}
        columnsKey="test-payments"
        card={{ title: 'name', amount: 'amount', status: 'status', meta: ['date'] }}
        actions={{
          name: (payment) => payment.email,
          of: (payment) => [
            { label: 'View customer', primary: true, href: `/admin/users?user=${payment.id}` },
            { label: 'Refund', destructive: true, onSelect: () => refund.ask(payment) },
          ],
        }}
      />
      {refund.dialog && <ConfirmDialog {...refund.dialog} />}
    </MemoryRouter>
  );
}

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('DataTable: sticky names, the column chooser, row menus and phone cards', () => {
  it("keeps the row's name in view (sticky) and its actions at the right edge", () => {
    render(<Payments onRefund={() => {}} />);
    for (const name of screen.getAllByRole('rowheader')) expect(name).toHaveClass('data-table__sticky');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveClass('data-table__sticky');
    expect(screen.getAllByRole('button', { name: /^Actions for/ })[0]!.closest('td')).toHaveClass('data-table__pinned');
  });

  it('shows and hides the lesser columns, remembered per list; the name, amount and status are not offered', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Payments onRefund={() => {}} />);
    expect(headers()).toEqual(['Customer', 'Amount, sorted descending', 'Status', 'Date', 'Actions']);

    const chooserButton = screen.getByRole('button', { name: 'Columns' });
    await user.click(chooserButton);
    expect(chooserButton).toHaveAttribute('aria-expanded', 'true');
    const chooser = within(screen.getByRole('group', { name: 'Show columns' }));
    expect(chooser.getAllByRole('checkbox')).toHaveLength(2);
    expect(chooser.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(chooser.getByRole('checkbox', { name: 'Date' })).toBeChecked();

    await user.click(chooser.getByRole('checkbox', { name: 'E-mail' }));
    await user.click(chooser.getByRole('checkbox', { name: 'Date' }));
    expect(headers()).toEqual(['Customer', 'E-mail', 'Amount, sorted descending', 'Status', 'Actions']);
    // Two customers of one name told apart.
    expect(screen.getByText('ida.l@example.com')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(chooserButton).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Show columns' })).not.toBeInTheDocument();

    unmount();
    render(<Payments onRefund={() => {}} />);
    expect(headers()).toEqual(['Customer', 'E-mail', 'Amount, sorted descending', 'Status', 'Actions']);
  });

  it('confirms a destructive action from the keyboard before doing it', async () => {
    const user = userEvent.setup();
    const onRefund = vi.fn();
    render(<Payments onRefund={onRefund} />);

    screen.getByRole('button', { name: 'Actions for ida.l@example.com' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View customer' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Refund $2.50 to Ida Lupino?' });
    expect(onRefund).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith(rows[1]);
  });

  it('shows each row as a card on a phone: name, amount, status, facts, the primary action and the menu', async () => {
    setMediaQuery(MOBILE_MEDIA_QUERY, true);
    const user = userEvent.setup();
    render(<Payments onRefund={() => {}} />);

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const card = within(cards[1]!);
    expect(cards[1]).toHaveAccessibleName('Ida Lupino');
    expect(card.getByText('$2.50')).toBeInTheDocument();
    expect(card.getByText('Failed')).toBeInTheDocument();
    expect(card.getByText('Date').nextElementSibling).toHaveTextContent('Jul 5, 2031');
    expect(card.getByRole('link', { name: 'View customer' })).toHaveAttribute('href', '/admin/users?user=2');
    // The rest in the menu; the destructive action never a button of its own.
    expect(card.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Actions for ida.l@example.com' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Refund']);
    // The headers' sort, as a select.
    expect(screen.getByLabelText('Sort by')).toHaveValue('amount:desc');
  });
});
