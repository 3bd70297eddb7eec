// Whether the admin has folded the sidebar into its icon rail, remembered in this browser (docs/product.md#admin).
// The admin area is rendered by the client only, so the first render already reads the stored choice: the
// sidebar never opens wide and then jumps narrow.
import { useState } from 'react';

export const SIDEBAR_COLLAPSED_STORAGE_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function storeCollapsed(isCollapsed: boolean): void {
  try {
    if (isCollapsed) localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, '1');
    else localStorage.removeItem(SIDEBAR_COLLAPSED_STORAGE_KEY);
  } catch {
    // Storage refused (a privacy setting): the choice holds until the page is reloaded.
  }
}

export function useSidebarCollapsed() {
  const [isCollapsed, setCollapsed] = useState(readCollapsed);
  const toggleCollapsed = () => {
    storeCollapsed(!isCollapsed);
    setCollapsed(!isCollapsed);
  };
  return { isCollapsed, toggleCollapsed };
}
