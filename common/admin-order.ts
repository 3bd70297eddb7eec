// Reordering (docs/product.md#admin): the movie galleries' covers and the home page's featured films, each saved in one
// request that names every item of the list once, in its new order.
//   PUT /api/admin/covers/order          {ids: number[]} → {covers: AdminCover[]} (display_order 0, 1, 2, ... in that order)
//   PUT /api/admin/movies/featured-order {ids: number[]} → {movies: AdminMovie[]} (the featured films' featured_order)
// 400 with adminMessages.orderInvalid when `ids` is not exactly the list's items, each once.
import { z } from 'zod';
import { adminMessages } from './messages/admin.ts';

export const orderRequestSchema = z.object({
  ids: z.array(z.number(adminMessages.orderInvalid).int(adminMessages.orderInvalid).positive(adminMessages.orderInvalid), adminMessages.orderInvalid).max(1000, adminMessages.orderInvalid),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;
