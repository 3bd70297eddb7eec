// The bundle form's values and checks (docs/product.md#offers): what was typed becomes the body of POST or PUT
// /api/admin/bundles (the films in their order, the price as typed in dollars), which the server's own schema then
// judges.
import { z } from 'zod';
import { bundleBodySchema, type AdminBundle } from '../../../../common/admin-offers.ts';
import type { BundleSaveBody } from '../../../api/admin/save-bundle.ts';
import { centsToPriceText } from '../../../api/admin/save-movie.ts';
import { contractCheck } from '../offers/contract-check.ts';
import { filmRowsOf, movieIdsOf } from '../offers/films-field.tsx';

const bundleFormFields = z.object({
  title: z.string(),
  description: z.string(),
  films: z.array(z.object({ movie_id: z.string() })),
  price: z.string(),
  is_active: z.boolean(),
});
type BundleFormValues = z.output<typeof bundleFormFields>;

export const bundleFormSchema = bundleFormFields
  .transform(
    (values): BundleSaveBody => ({
      title: values.title.trim(),
      description: values.description.trim(),
      movie_ids: movieIdsOf(values.films),
      price: values.price.trim(),
      is_active: values.is_active,
    }),
  )
  .superRefine(contractCheck<BundleSaveBody>(bundleBodySchema, { movie_ids: 'films' }));

/** Empty for a new bundle (active, two film rows to fill in), the bundle's own (as text) for an edit. */
export function bundleFormValues(bundle: AdminBundle | null): BundleFormValues {
  if (!bundle) return { title: '', description: '', films: [{ movie_id: '' }, { movie_id: '' }], price: '', is_active: true };
  return {
    title: bundle.title,
    description: bundle.description,
    films: filmRowsOf(bundle.movie_ids),
    price: centsToPriceText(Math.round(bundle.price * 100)),
    is_active: bundle.is_active,
  };
}
