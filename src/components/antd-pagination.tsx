// antd's Pagination as its own module, for `lazy()` (it brings antd's Select along, for the page-size changer).
import { Pagination } from 'antd';

export default Pagination;
