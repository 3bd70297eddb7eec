import type { Credit } from '../../../common/catalogue.ts';
import { movieDetailContent as content } from '../../content/catalogue.ts';
import { FactList, type Fact } from '../fact-list/fact-list.tsx';

/**
 * Credits grouped by role, the roles in the order they first appear and each role's names in the order given:
 * whatever roles the studio uses (crew titles, 'Cast' or a character's name) read as they were entered.
 */
function groupCredits(credits: readonly Credit[]): Fact[] {
  const namesByRole = new Map<string, string[]>();
  for (const { role, name } of credits) {
    const names = namesByRole.get(role);
    if (names) names.push(name);
    else namesByRole.set(role, [name]);
  }
  return Array.from(namesByRole, ([role, names]) => ({ term: role, value: names.join(content.listSeparator) }));
}

/** A film's credits as a definition list: 'Director' Ada Reyes, 'Cast' Mara Quinn, Theo Vance. */
export function CreditList({ credits }: { credits: readonly Credit[] }) {
  return <FactList className="credit-list" facts={groupCredits(credits)} />;
}
