import type { z } from 'zod';
import type { AdminCode, createCodeResponseSchema } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

/**
 * The body of POST /api/admin/codes as the code form sends it (common/admin-offers.ts createCodeSchema reads it):
 * only what was filled in; `value` as typed ('20', '2.50'); dates as ISO 8601 with the studio's offset.
 */
export interface CreateCodeBody {
  code?: string;
  count?: number;
  kind: AdminCode['kind'];
  value?: string;
  movie_ids?: number[];
  max_redemptions?: number;
  per_viewer?: number;
  starts_at?: string;
  ends_at?: string;
  email?: string;
}

type CreateCodeAnswer = z.infer<typeof createCodeResponseSchema>;

/** One code ({code}), or a batch of generated single-use codes ({codes}): always as the list of codes made. */
async function createCode(body: CreateCodeBody): Promise<AdminCode[]> {
  const answer = await apiRequest<CreateCodeAnswer>('/admin/codes', { method: 'POST', body, fallbackMessage: adminScreenMessages.codeSaveFailed });
  return 'codes' in answer ? answer.codes : [answer.code];
}

/** Makes a code or a batch: the codes list changes. */
export function useCreateCodeMutation() {
  return useRefreshingMutation(createCode, [adminKeys.codes]);
}
