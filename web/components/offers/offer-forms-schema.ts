// The panels' schemas (docs/product.md#offers): the server's own (common/offers.ts), with what the browser adds. The
// delivery time is typed as a wall time in the viewer's zone (an <input type="datetime-local">) and sent as the instant
// it names, with its offset, as giftRequestSchema reads it.
import { z } from 'zod';
import { offerMessages } from '../../../common/messages/offers.ts';
import { codeInputSchema, GIFT_DELIVERY_MAX_AHEAD_MS, giftRequestSchema } from '../../../common/offers.ts';
import { zonedWallTimeToIso } from '../../../common/zoned-time.ts';
import { codePanelContent } from '../../content/offers.ts';

export const codeFormSchema = z.object({ code: codeInputSchema.pipe(z.string().min(1, codePanelContent.required)) });

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** '2026-12-24T08:00' in the viewer's zone -> '2026-12-24T08:00:00-08:00'; empty: at once (null). */
const deliverAtField = z
  .string()
  .trim()
  .transform((wallTime, context) => {
    if (wallTime === '') return null;
    const instant = zonedWallTimeToIso(wallTime, viewerTimeZone());
    if (instant === null) context.addIssue({ code: 'custom', message: offerMessages.giftDeliverAtInvalid });
    return instant;
  })
  .refine((instant) => instant === null || Date.parse(instant) - Date.now() <= GIFT_DELIVERY_MAX_AHEAD_MS, offerMessages.giftDeliverAtTooFar);

export const giftFormSchema = giftRequestSchema.extend({ deliver_at: deliverAtField });
export type GiftFormValues = z.output<typeof giftFormSchema>;
