import { dehydrate, QueryClient, QueryClientProvider, useQuery, type DehydratedState } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, hydrateQueries } from './query-client.ts';

function Title({ queryFn }: { queryFn: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['movies', 'detail', '7', null], queryFn });
  return <h1>{data ?? 'Loading...'}</h1>;
}

describe('the answers of a server-rendered page', () => {
  it('are shown at once and not read again, however long ago the server first read them', async () => {
    const server = new QueryClient();
    const anHourAgo = Date.now() - 3_600_000;
    server.setQueryData(['movies', 'detail', '7', null], 'Northbound', { updatedAt: anHourAgo });
    // As it travels in the page: JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;

    const client = createQueryClient();
    hydrateQueries(client, state);
    const queryFn = vi.fn(async () => 'Read again');
    render(
      <QueryClientProvider client={client}>
        <Title queryFn={queryFn} />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading')).toHaveTextContent('Northbound');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('leave out what failed: a failed page is not server-rendered', () => {
    const server = new QueryClient();
    server.setQueryData(['covers', 'list'], []);
    void server.prefetchQuery({ queryKey: ['movies', 'list', null], queryFn: () => Promise.reject(new Error('down')), retry: false });
    expect(dehydrate(server).queries.map((query) => query.queryKey)).toEqual([['covers', 'list']]);
  });
});
