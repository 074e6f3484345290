import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { ConfirmDelete } from './confirm-delete';
import { PagedList } from './paged-list';
import { listOf, usePaging } from './use-paging';
import { PHONE_QUERY } from './use-media-query';

interface Row {
  _id: string;
  name: string;
  phone: string;
}
const ROWS: Row[] = [
  { _id: '1', name: 'Asha Rao', phone: '9876543210' },
  { _id: '2', name: 'Ravi Kumar', phone: '9123456780' },
];

function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderList(onDelete = jest.fn()) {
  const columns: TableColumnsType<Row> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Phone', key: 'phone', render: (_, row) => `+91 ${row.phone}` },
    { title: 'Actions', key: 'actions', render: (_, row) => <ConfirmDelete what={row.name} title="Delete this user?" onConfirm={() => onDelete(row._id)} /> },
  ];
  render(<PagedList<Row> rowKey="_id" columns={columns} rows={ROWS} total={2} loading={false} page={1} pageSize={20} onPageChange={jest.fn()} emptyText="No users." label="Users" />);
  return onDelete;
}

describe('PagedList', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('is a table with a column per field on a desktop', async () => {
    setPhone(false);
    renderList();
    expect((await screen.findAllByRole('columnheader')).map((h) => h.textContent)).toEqual(['Name', 'Phone', 'Actions']);
    expect(screen.getByRole('cell', { name: '+91 9876543210' })).toBeInTheDocument();
  });

  it('is one card per row on a phone, each field labelled, nothing cut off in a table', () => {
    setPhone(true);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByText('Asha Rao').closest('li') as HTMLElement;
    expect(within(card).getByText('Phone')).toBeInTheDocument();
    expect(within(card).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Asha Rao' })).toBeInTheDocument();
  });

  it('deletes only after the question is answered', async () => {
    setPhone(false);
    const onDelete = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ravi Kumar' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('2');
  });
});

describe('usePaging and listOf', () => {
  it('give PagedList the page it shows and the rows of a paged answer', async () => {
    function Users() {
      const paging = usePaging(1);
      const answer = { data: { data: ROWS.slice(paging.page - 1, paging.page), total: ROWS.length }, isFetching: false };
      return <PagedList<Row> rowKey="_id" columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]} {...listOf(answer)} {...paging} emptyText="None." />;
    }
    render(<Users />);
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
    expect(screen.queryByText('Asha Rao')).toBeNull();
  });
});
