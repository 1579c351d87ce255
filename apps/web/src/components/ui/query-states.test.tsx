import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates } from './query-states.tsx';

function Shelf({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['shelf'], queryFn: load, retry: false });
  return (
    <QueryStates
      query={query}
      loadingLabel="Loading services..."
      failedTitle="Failed to load the services"
      empty={<p>Add services first, then choose who does them.</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

const renderShelf = (load: () => Promise<string[]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Shelf load={load} />
    </QueryClientProvider>,
  );

describe('a list in its query states', () => {
  it('shows the loader, then the failure with a retry that loads the list', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(['Cut', 'Facial']);
    renderShelf(load);

    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the services');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list')).toHaveTextContent('CutFacial');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what to do instead of an empty list', async () => {
    renderShelf(async () => []);

    expect(await screen.findByText('Add services first, then choose who does them.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
