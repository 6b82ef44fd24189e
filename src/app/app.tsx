import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

/** Composition root: providers and router. */
export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <div>招聘门户</div>
    </ConfigProvider>
  );
}
