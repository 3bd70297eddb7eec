// The admin lists' deep links (docs/product.md#admin): /admin/users?user={id} opens that customer's detail,
// /admin/movies?edit={id} that movie's edit form and /admin/bundles?edit={id} that bundle's. The shell's search and the rows of other lists (a payment's
// customer, a rental's movie) link there; closing the dialog clears the parameter.
import { useSearchParams } from 'react-router';

export const USER_PARAM = 'user';
export const EDIT_PARAM = 'edit';

export const userDetailPath = (userId: number) => `/admin/users?${USER_PARAM}=${userId}`;
export const movieEditPath = (movieId: number) => `/admin/movies?${EDIT_PARAM}=${movieId}`;
export const bundleEditPath = (bundleId: number) => `/admin/bundles?${EDIT_PARAM}=${bundleId}`;

const readId = (value: string | null) => (value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/**
 * The id a deep-link parameter names (null: none, or not an id), and setters: `open` adds a history entry (Back
 * closes the dialog again), `close` replaces it, keeping the list's other parameters.
 */
export function useDeepLinkParam(name: string) {
  const [params, setParams] = useSearchParams();
  const write = (value: number | null, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace },
    );
  return {
    id: readId(params.get(name)),
    open: (id: number) => write(id, false),
    close: () => write(null, true),
  };
}
