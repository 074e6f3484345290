import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useState } from 'react';
import { PagedTable } from './paged-table';

interface Row {
  _id: string;
  date: string;
  name: string;
  kg: number;
}
const ROWS: Row[] = [
  { _id: 'a', date: '2026-11-02', name: 'Asha Rao', kg: 72.5 },
  { _id: 'b', date: '2026-11-09', name: 'Ravi Kumar', kg: 64 },
];

type Order = 'ascend' | 'descend' | null;
const columnsSortedBy = (order: Order): TableColumnsType<Row> => [
  { title: 'Date', key: 'date', dataIndex: 'date', sorter: true, sortOrder: order, sortDirections: ['ascend', 'descend'] },
  { title: 'Name', key: 'name', render: (_, row) => <strong>{row.name}</strong> },
  { title: 'Weight', key: 'kg', align: 'right', render: (_, row) => `${row.kg} kg` },
];

/** What a reader and the stylesheet see of a table: each cell's tag, classes, attributes and text. */
function anatomy(table: HTMLElement) {
  return [...table.querySelectorAll('thead tr, tbody tr:not(.ant-table-measure-row)')].map((row) => ({
    row: row.className,
    key: row.getAttribute('data-row-key'),
    cells: [...row.children].map((cell) => ({
      tag: cell.tagName,
      class: cell.className,
      text: cell.textContent,
      align: (cell as HTMLElement).style.textAlign,
      ...Object.fromEntries(['scope', 'tabindex', 'aria-sort', 'aria-label', 'aria-description', 'colspan'].map((name) => [name, cell.getAttribute(name)])),
      sorter: cell.querySelector('.ant-table-column-sorters')?.innerHTML.replace(/ class="([^"]*)"/g, (_, c: string) => ` class="${c.split(' ').sort().join(' ')}"`),
    })),
  }));
}

/** The element classes around the rows: wrapper, spin, table, container, content and the pager. */
const frame = (container: HTMLElement) =>
  ['.ant-table-wrapper', '.ant-spin', '.ant-table', '.ant-table-container', '.ant-table-content', '.ant-pagination'].map((selector) =>
    [...(container.querySelector(selector)?.classList ?? [])].filter((c) => !/^ant-table-fix-(start|end)-shadow$|^ant-table-ping/.test(c)).sort(),
  );

function ours(order: Order, props: Partial<Parameters<typeof PagedTable<Row>>[0]> = {}) {
  return render(
    <PagedTable<Row>
      rowKey="_id"
      columns={columnsSortedBy(order)}
      rows={ROWS}
      total={2}
      loading={false}
      page={1}
      pageSize={20}
      onPageChange={jest.fn()}
      emptyText="No records."
      label="Records"
      {...props}
    />,
  );
}

function antds(order: Order, props: TableProps<Row> = {}) {
  return render(
    <Table<Row>
      rowKey="_id"
      columns={columnsSortedBy(order)}
      dataSource={ROWS}
      pagination={{ current: 1, pageSize: 20, total: 2 }}
      locale={{ emptyText: 'No records.' }}
      scroll={{ x: true }}
      aria-label="Records"
      {...props}
    />,
  );
}

describe("the desktop list's table", () => {
  it.each<Order>([null, 'ascend', 'descend'])('marks up its header, rows and cells as antd Table does (sorted %s)', (order) => {
    const mine = ours(order);
    const theirs = antds(order);
    expect(anatomy(mine.container)).toEqual(anatomy(theirs.container));
    expect(frame(mine.container)).toEqual(frame(theirs.container));
    expect(screen.getAllByRole('table', { name: 'Records' })).toHaveLength(2);
  });

  it('marks up an empty list as antd Table does, and shows nothing but the spinner while the first page loads', () => {
    const mine = ours(null, { rows: [], total: 0 });
    const theirs = antds(null, { dataSource: [], pagination: { current: 1, pageSize: 20, total: 0 } });
    expect(anatomy(mine.container)).toEqual(anatomy(theirs.container));
    expect(frame(mine.container)).toEqual(frame(theirs.container));
    mine.unmount();
    theirs.unmount();

    const { container } = ours(null, { rows: undefined, total: 0, loading: true });
    expect(container.querySelector('.ant-table-placeholder')).toHaveTextContent('');
    expect(container.querySelector('.ant-spin')).toHaveAttribute('aria-busy', 'true');
  });

  it('reports a sort as antd Table does: the first page, the column and its next order, by click and by Enter', async () => {
    const calls: { mine: unknown[]; theirs: unknown[] } = { mine: [], theirs: [] };
    const record = (into: unknown[]) => (pagination: { current?: number }, _filters: unknown, sorter: unknown, extra: { action: string }) => {
      const { columnKey, order } = Array.isArray(sorter) ? sorter[0] : (sorter as { columnKey: string; order?: Order });
      into.push({ page: pagination.current, columnKey: order ? columnKey : undefined, order: order ?? null, action: extra.action });
    };
    // Both controlled by the screen, as the appointment list controls its date column.
    function Sorted({ lean }: { lean: boolean }) {
      const [order, setOrder] = useState<Order>(null);
      const onChange = (p: { current?: number }, f: unknown, s: unknown, e: { action: string }) => {
        record(lean ? calls.mine : calls.theirs)(p, f, s, e);
        setOrder(((Array.isArray(s) ? s[0] : s) as { order?: Order }).order ?? null);
      };
      return lean ? (
        <PagedTable<Row> rowKey="_id" columns={columnsSortedBy(order)} rows={ROWS} total={2} loading={false} page={1} pageSize={20} onPageChange={jest.fn()} emptyText="" label="lean" onTableChange={onChange as never} />
      ) : (
        <Table<Row> rowKey="_id" columns={columnsSortedBy(order)} dataSource={ROWS} pagination={{ current: 1, pageSize: 20, total: 2 }} aria-label="antd" onChange={onChange as never} />
      );
    }
    render(<Sorted lean />);
    render(<Sorted lean={false} />);
    for (const name of ['lean', 'antd']) {
      const header = within(screen.getByRole('table', { name })).getByRole('columnheader', { name: 'Date' });
      await userEvent.click(header);
      fireEvent.keyDown(header, { key: 'Enter', keyCode: 13 });
      await userEvent.click(header);
    }
    expect(calls.mine).toEqual([
      { page: 1, columnKey: 'date', order: 'ascend', action: 'sort' },
      { page: 1, columnKey: 'date', order: 'descend', action: 'sort' },
      { page: 1, columnKey: undefined, order: null, action: 'sort' },
    ]);
    expect(calls.mine).toEqual(calls.theirs);
    expect(within(screen.getByRole('table', { name: 'lean' })).getByRole('columnheader', { name: 'Date' })).not.toHaveAttribute('aria-sort');
  });

  it('says what a click on a sortable header does, in the words of antd Table', () => {
    ours(null);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('title', 'Click to sort ascending');
    ours('ascend');
    expect(screen.getAllByRole('columnheader', { name: 'Date' })[1]).toHaveAttribute('title', 'Click to sort descending');
  });

  it('turns pages with antd Pagination', async () => {
    const onPageChange = jest.fn();
    ours(null, { total: 45, onPageChange });
    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3, 20);
  });
});
