import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params.ts';

const spec = {
  sorts: ['date', 'amount'] as const,
  defaultSort: 'date' as const,
  defaultOrder: 'desc' as const,
  filters: {
    status: { defaultValue: 'all', isValid: (value: string) => ['all', 'completed'].includes(value) },
    date_range: { defaultValue: 'all', isValid: (value: string) => ['all', 'month'].includes(value) },
  },
};

function renderListParams(initialUrl = '/admin/payments?page=3') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/payments', element: children }], { initialEntries: [initialUrl] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => ({ list: useListParams(spec), location: useLocation() }), { wrapper });
  return hook;
}

describe('useListParams', () => {
  it('keeps both of two changes made before the list renders again', () => {
    const { result } = renderListParams();
    act(() => {
      result.current.list.setFilter('status', 'completed');
      result.current.list.setFilter('date_range', 'month');
    });
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ status: 'completed', date_range: 'month' });
    expect(result.current.list.filters).toEqual({ status: 'completed', date_range: 'month' });
  });

  it('resets the page on a filter change and leaves defaults out of the URL', () => {
    const { result } = renderListParams('/admin/payments?page=3&status=completed');
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.setFilter('status', 'all'));
    expect(result.current.location.search).toBe('');
  });
});
