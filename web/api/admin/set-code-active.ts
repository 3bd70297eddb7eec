import type { AdminCode } from '../../../common/admin-offers.ts';
import { adminScreenMessages } from '../../content/admin-messages.ts';
import { apiRequest } from '../api-client.ts';
import { useRefreshingMutation } from '../refreshing-mutation.ts';
import { adminKeys } from './keys.ts';

interface SetCodeActiveInput {
  codeId: number;
  /** false: disabled (refused at checkout from now on); true: enabled again. */
  active: boolean;
}

/** PATCH /api/admin/codes/{id} {is_active}. */
async function setCodeActive({ codeId, active }: SetCodeActiveInput): Promise<AdminCode> {
  const answer = await apiRequest<{ code: AdminCode }>(`/admin/codes/${codeId}`, {
    method: 'PATCH',
    body: { is_active: active },
    fallbackMessage: active ? adminScreenMessages.codeEnableFailed : adminScreenMessages.codeDisableFailed,
  });
  return answer.code;
}

/** Disables a code or enables it again; after a refusal too (a 404: the list on show is stale). */
export function useSetCodeActiveMutation() {
  return useRefreshingMutation(setCodeActive, [adminKeys.codes], { evenOnFailure: true });
}
