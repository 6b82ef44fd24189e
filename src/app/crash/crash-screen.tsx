import { Button, Result, Tabs } from 'antd';

interface CrashScreenProps {
  error: unknown;
  onHome: () => void;
  onRefresh?: () => void;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

const preStyle = {
  margin: 0,
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-all' as const,
  fontSize: 12,
  color: '#595959',
  background: '#fafafa',
  padding: 12,
  borderRadius: 6,
};

/** Rule CRASH-1: the crash screen "服务异常" with refresh and back-to-home buttons and the error details. */
export function CrashScreen({ error, onHome, onRefresh = () => window.location.reload() }: CrashScreenProps) {
  const { message, stack } = describe(error);
  return (
    <div role="alert" style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px' }}>
      <Result
        status="500"
        title="服务异常"
        subTitle="抱歉，我们的服务遇到了一点小问题，您可以稍后刷新重试或者返回首页"
        extra={[
          <Button key="refresh" type="primary" onClick={onRefresh}>
            刷新重试
          </Button>,
          <Button key="home" onClick={onHome}>
            返回首页
          </Button>,
        ]}
      >
        <Tabs
          items={[
            { key: 'message', label: '错误信息', children: <pre style={preStyle}>{message}</pre> },
            { key: 'stack', label: '错误堆栈', children: <pre style={preStyle}>{stack || '无'}</pre> },
          ]}
        />
      </Result>
    </div>
  );
}
