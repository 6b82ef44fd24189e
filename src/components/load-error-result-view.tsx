import { Button, Result } from 'antd';

export interface LoadErrorResultProps {
  /** What failed to load, e.g. 职位列表. */
  what: string;
  onRetry: () => void;
  /** True while the retry is running: the button shows busy and ignores clicks. */
  retrying?: boolean;
}

/** The error state of a loaded section (loaded lazily by load-error-result.tsx). */
export default function LoadErrorResultView({ what, onRetry, retrying = false }: LoadErrorResultProps) {
  return (
    <Result
      status="warning"
      title={`${what}加载失败`}
      subTitle="网络或服务暂时不可用，请稍后重试。"
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
