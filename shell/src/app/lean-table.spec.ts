import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { appSourceFiles, workspaceRoot as root } from './app-sources.testing';

// The build leaves three parts of antd's Table out (tools/webpack/stubs): row selection, column
// filter menus and the virtual table, and Pagination's page size changer. Here antd's own Table and
// Pagination run with the same stand-ins in place, as the built apps do.
jest.mock('antd/lib/table/hooks/useSelection', () => jest.requireActual('../../../tools/webpack/stubs/table-selection.cjs'));
jest.mock('antd/lib/table/hooks/useFilter/FilterDropdown', () => jest.requireActual('../../../tools/webpack/stubs/table-filter-dropdown.cjs'));
jest.mock('antd/lib/table/RcTable/VirtualTable', () => jest.requireActual('../../../tools/webpack/stubs/table-virtual.cjs'));
// The build replaces only Pagination's copy of Select; nothing else here draws a Select.
jest.mock('antd/lib/select', () => jest.requireActual('../../../tools/webpack/stubs/pagination-size-changer.cjs'));

// eslint-disable-next-line @nx/enforce-module-boundaries
const { ANTD_STUBS } = require('../../../tools/webpack/stubs/index.cjs') as { ANTD_STUBS: [RegExp, string, RegExp?][] };
// Imported after the mocks are declared (jest hoists them), so the Table and Pagination below are the lean ones.
const { Pagination, Table } = require('antd') as typeof import('antd');


type Row = { key: string; name: string; kg: number };
const rows: Row[] = [
  { key: 'a', name: 'Asha', kg: 72 },
  { key: 'b', name: 'Bala', kg: 64 },
  { key: 'c', name: 'Chitra', kg: 81 },
];
const columns = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Weight', dataIndex: 'kg', key: 'kg', sorter: (x: Row, y: Row) => x.kg - y.kg },
];
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

/** Where a source file sets a Table option the build leaves out: `file:line` each. */
function leftOutOptions(): string[] {
  const pattern = /\b(rowSelection|filterDropdown|filterSearch|onFilter|filteredValue|defaultFilteredValue)\b|(^|[{,])\s*filters\s*:|<Table\b[^>]*\bvirtual\b/;
  return appSourceFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [])),
  );
}

/** Where a source file asks a Pagination or a Table for a page size changer after all: `file:line` each. */
function sizeChangersTurnedOn(): string[] {
  const pattern = /\bshowSizeChanger(?!(=\{|:\s*)false\b)|\bpageSizeOptions\b|\bonShowSizeChange\b/;
  return appSourceFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${path.relative(root, file)}:${index + 1}`] : [])),
  );
}

describe("antd's Table without the parts the build leaves out", () => {
  it('still finds the modules it replaces in the installed antd (an upgrade that moves them fails here)', () => {
    const modules = [
      'antd/es/tooltip/UniqueProvider/index.js',
      'antd/es/table/hooks/useSelection.js',
      'antd/es/table/hooks/useFilter/FilterDropdown.js',
      'antd/es/table/RcTable/VirtualTable.js',
    ].map((file) => path.join(root, 'node_modules', file));
    expect(modules.filter((file) => !existsSync(file))).toEqual([]);
    expect(modules.map((file) => ANTD_STUBS.filter(([pattern]) => pattern.test(file)).length)).toEqual([1, 1, 1, 1]);
    // Pagination's size changer: the request as Pagination.js writes it, replaced for that importer only.
    const pagination = path.join(root, 'node_modules/antd/es/pagination/Pagination.js');
    expect(readFileSync(pagination, 'utf8')).toContain("import Select from '../select';");
    const byRequest = ANTD_STUBS.filter(([pattern]) => pattern.test('../select'));
    expect(byRequest.map(([, stub, issuer]) => [path.basename(stub), issuer?.test(pagination), issuer?.test(path.join(root, 'node_modules/antd/es/table/Table.js'))])).toEqual([
      ['pagination-size-changer.cjs', true, false],
    ]);
    // Nothing else of antd's Table is replaced: its sorter, pagination and expand icon stay.
    const kept = ['hooks/useSorter.js', 'hooks/useFilter/index.js', 'hooks/usePagination.js', 'ExpandIcon.js', 'InternalTable.js'];
    expect(kept.filter((file) => ANTD_STUBS.some(([pattern]) => pattern.test(path.join(root, 'node_modules/antd/es/table', file))))).toEqual([]);
  });

  it('no screen sets row selection, a column filter or a virtual table', () => {
    expect(leftOutOptions()).toEqual([]);
  });

  it('draws rows, sorts them and pages them as before', () => {
    render(createElement(Table<Row>, { dataSource: rows, columns, pagination: { pageSize: 2 } }));
    expect(names()).toEqual(['Asha', 'Bala']);
    fireEvent.click(screen.getByText('Weight'));
    expect(names()).toEqual(['Bala', 'Asha']);
    fireEvent.click(screen.getByTitle('2'));
    expect(names()).toEqual(['Chitra']);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('fails with the reason, rather than drawing nothing, when a left-out option is set', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(createElement(Table<Row>, { dataSource: rows, columns, rowSelection: {} }))).toThrow(/rowSelection is not in this build/);
      const filtered = [{ ...columns[0], filters: [{ text: 'A', value: 'A' }], onFilter: () => true }, columns[1]];
      expect(() => render(createElement(Table<Row>, { dataSource: rows, columns: filtered }))).toThrow(/column filters are not in this build/);
      expect(() => render(createElement(Table<Row>, { dataSource: rows, columns, virtual: true, scroll: { x: 400, y: 300 } }))).toThrow(/virtual is not in this build/);
    } finally {
      quiet.mockRestore();
    }
  });

  it("pages a long Table and a Pagination inside the shell's antd scope, where the size changer is off for all", async () => {
    const { AntdScope } = require('./antd-scope') as typeof import('./antd-scope');
    const many = Array.from({ length: 120 }, (_, i) => ({ key: String(i), name: `Client ${i + 1}`, kg: 60 + (i % 30) }));
    const onChange = jest.fn();
    render(
      createElement(AntdScope, null, [
        createElement(Table<Row>, { key: 'table', dataSource: many, columns, pagination: { pageSize: 10 } }),
        createElement(Pagination, { key: 'pages', current: 1, pageSize: 10, total: 500, onChange }),
      ]),
    );
    expect(names()).toHaveLength(10);
    // Page 2: the Table's link first, the Pagination's second.
    fireEvent.click(screen.getAllByTitle('2')[1]);
    expect(onChange).toHaveBeenCalledWith(2, 10);
    fireEvent.click(screen.getAllByTitle('12')[0]);
    expect(names()[0]).toBe('Client 111');
  });

  it('no screen asks for a page size changer', () => {
    expect(sizeChangersTurnedOn()).toEqual([]);
  });

  it('pages with Pagination as before, and fails with the reason when a size changer is asked for', () => {
    const onChange = jest.fn();
    render(createElement(Pagination, { current: 1, pageSize: 10, total: 500, onChange, showSizeChanger: false }));
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 10);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => render(createElement(Pagination, { current: 1, pageSize: 10, total: 30, showSizeChanger: true }))).toThrow(/showSizeChanger is not in this build/);
      // antd's own default past 50 items, which is why the shell's ConfigProvider turns it off.
      expect(() => render(createElement(Pagination, { current: 1, pageSize: 10, total: 500 }))).toThrow(/showSizeChanger is not in this build/);
    } finally {
      quiet.mockRestore();
    }
  });

  it("keeps antd's own way of reading a column's filter keys", () => {
    const filters = [{ text: 'Veg', value: 'veg', children: [{ text: 'Vegan', value: 'vegan' }] }, { text: 'Any', value: 7 }];
    const stub = jest.requireActual('../../../tools/webpack/stubs/table-filter-dropdown.cjs');
    const antds = jest.requireActual('antd/lib/table/hooks/useFilter/FilterDropdown');
    expect(stub.flattenKeys(filters)).toEqual(['veg', 'vegan', 7]);
    expect(stub.flattenKeys(filters)).toEqual(antds.flattenKeys(filters));
  });
});
