import { Tabs } from 'antd';
import { PRE_STYLE } from './pre-style';

/** Rule CRASH-1: the crash screen's tabs for the error message and the stack. */
export default function CrashDetails({ message, stack }: { message: string; stack: string }) {
  return (
    <Tabs
      items={[
        { key: 'message', label: '错误信息', children: <pre style={PRE_STYLE}>{message}</pre> },
        { key: 'stack', label: '错误堆栈', children: <pre style={PRE_STYLE}>{stack || '无'}</pre> },
      ]}
    />
  );
}
