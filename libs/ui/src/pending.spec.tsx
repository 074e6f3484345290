import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Pending } from './pending';

function Record() {
  const record = useQuery({ queryKey: ['plans', 'detail', 'p1'], queryFn: () => Promise.resolve({ title: 'Winter plan' }) });
  return record.isPending ? <Pending query={record} /> : <h1>{record.data?.title}</h1>;
}

const renderRecord = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Record />
    </QueryClientProvider>,
  );

describe('Pending', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('online: a placeholder while the answer comes, then the data', async () => {
    onlineManager.setOnline(true);
    const { container } = renderRecord();
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Winter plan' })).toBeInTheDocument();
  });

  it('offline with nothing kept: says so instead of a placeholder that never ends, and shows the data once the connection returns', async () => {
    onlineManager.setOnline(false);
    const { container } = renderRecord();
    expect(await screen.findByRole('status')).toHaveTextContent("You're offline, and this was not opened on this device before, so nothing of it is kept here.");
    expect(container.querySelector('.ant-skeleton')).toBeNull();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Winter plan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
