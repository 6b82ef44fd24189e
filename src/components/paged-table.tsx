import { Table, type TableProps } from 'antd';

export interface PagedTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination'> {
  /** One page of rows and the total on the server. */
  data: { list: readonly T[]; total: number };
  /** The current page, 1-based (it lives in the page's address). */
  page: number;
  pageSize: number;
  /** "共 N …" under the table, in the list's own unit (条, 份, 位). */
  totalText: (total: number) => string;
  onPage: (page: number) => void;
}

/**
 * antd's Table over one server page: the page size fixed, the pager hidden when everything fits on one page, and the
 * total said in the list's unit. The portal's record lists (applications, referrals, friends' resumes, points bill,
 * ranking, evaluations) all page this way.
 */
export function PagedTable<T extends object>({ data, page, pageSize, totalText, onPage, ...table }: PagedTableProps<T>) {
  return (
    <Table<T>
      {...table}
      dataSource={data.list}
      pagination={{
        current: page,
        pageSize,
        total: data.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: totalText,
        onChange: onPage,
      }}
    />
  );
}
