// A row's actions in a DataTable: its '⋯' menu in the table, its primary action beside the menu on a phone card.
// The table's columns are built once; the actions reach the cells through this context, so new actions (a new
// render of the screen) do not rebuild the table.
import { createContext, use } from 'react';
import { Link } from 'react-router';
import { primaryActionOf, type RowAction } from '../row-actions/row-action.ts';
import { RowActionsMenu } from '../row-actions/row-actions-menu.tsx';

/** What a DataTable's rows can do: each row's actions, and the name its '⋯' button is called by. */
export interface DataTableActions<Row> {
  /** The row's actions, in menu order; destructive ones are set apart at the end whatever their place. */
  of: (row: Row) => readonly RowAction[];
  /** The row's name: 'Actions for {name}'. */
  name: (row: Row) => string;
}

// The context holds the actions of whichever row type the table shows.
export const RowActionsContext = createContext<DataTableActions<never> | null>(null);

function useRowActions<Row>(row: Row) {
  const actions = use(RowActionsContext) as DataTableActions<Row> | null;
  return actions ? { list: actions.of(row), name: actions.name(row) } : null;
}

/** The actions column's cell: the whole menu. */
export function RowActionsCell<Row>({ row }: { row: Row }) {
  const actions = useRowActions(row);
  if (!actions) return null;
  return <RowActionsMenu name={actions.name} actions={actions.list} />;
}

/** A phone card's actions: the primary one as a button, the others in the menu. */
export function CardActions<Row>({ row }: { row: Row }) {
  const actions = useRowActions(row);
  if (!actions || actions.list.length === 0) return null;
  const primary = primaryActionOf(actions.list);
  const rest = actions.list.filter((action) => action !== primary);
  return (
    <div className="data-card__actions">
      {primary && <PrimaryButton action={primary} />}
      <RowActionsMenu name={actions.name} actions={rest} />
    </div>
  );
}

function PrimaryButton({ action }: { action: RowAction }) {
  const className = 'button button--small button--secondary data-card__primary';
  if (action.href !== undefined) {
    return (
      <Link to={action.href} className={className} aria-label={action.ariaLabel}>
        {action.label}
      </Link>
    );
  }
  return (
    <button type="button" className={className} aria-label={action.ariaLabel} disabled={action.disabled} onClick={action.onSelect}>
      {action.label}
    </button>
  );
}
