// Tests of admin lists: a row's '⋯' menu opened, and one of its items chosen, as an admin does with a pointer.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the menu of the row named `name` ('Actions for {name}') and returns it. */
export async function openRowMenu(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu', { name: `Actions for ${name}` });
}

/** Chooses the item named `item` (its words or its fuller name) in the row's menu. */
export async function chooseRowAction(user: UserEvent, name: string, item: string | RegExp) {
  const menu = await openRowMenu(user, name);
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}
