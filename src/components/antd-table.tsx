// antd's Table as its own module, for `lazy()`: with its pager, checkbox and filter parts it is ≈ 100 kB gzip that
// the record pages' heads need not wait for.
import { Table } from 'antd';

export default Table;
