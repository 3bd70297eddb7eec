// One action on a row of an admin list (docs/product.md#admin): Edit, View, Refund, Deactivate. A row's actions
// sit in its '⋯' menu; a phone card shows the primary one as a button of its own.

export interface RowAction {
  /** The words the menu shows ('Refund'); unique among the row's actions. */
  label: string;
  /** A fuller accessible name when the words alone do not say on what ('Refund $3.99 to Ada Lovelace'). */
  ariaLabel?: string;
  /**
   * It takes something away (refund, deactivate, delete): set apart at the menu's end in the danger colour. The
   * screen confirms it (useConfirmedAction) before anything is sent; it is never the card's primary action.
   */
  destructive?: boolean;
  /** The row's main action: a button of its own on a phone card. */
  primary?: boolean;
  /** Unavailable for now (a retry under way elsewhere). */
  disabled?: boolean;
  /** What it does, or... */
  onSelect?: () => void;
  /** ...where it leads (another screen's deep link: /admin/users?user=7). */
  href?: string;
}

/** The non-destructive actions first, then the destructive ones: the menu draws a separator between them. */
export function splitActions(actions: readonly RowAction[]) {
  return { safe: actions.filter((action) => !action.destructive), destructive: actions.filter((action) => action.destructive) };
}

/** The action a phone card shows as a button: the one marked primary, never a destructive one. */
export function primaryActionOf(actions: readonly RowAction[]): RowAction | undefined {
  return actions.find((action) => action.primary && !action.destructive);
}
