// An offer form's last check (docs/decisions/0010): the body it would send is judged with the server's own schema
// (common/admin-offers.ts), and each refusal is put on the form field it is about, in the server's words.
import type { z } from 'zod';

/**
 * A superRefine that parses the body with `contract` and adds each issue to the form field `fieldOf` names for the
 * body's key (movie_ids -> films); a key not named is its own field.
 */
export function contractCheck<Body>(contract: z.ZodType, fieldOf: Readonly<Record<string, string>> = {}) {
  return (body: Body, context: z.RefinementCtx) => {
    const checked = contract.safeParse(body);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      context.addIssue({ code: 'custom', message: issue.message, path: [fieldOf[key] ?? key] });
    }
  };
}
