import { Button, Result } from 'antd';
import { HTTP_MESSAGES, isHttpError } from '@/lib/http';

export interface LoadErrorResultProps {
  /** What failed to load, e.g. 职位列表. */
  what: string;
  onRetry: () => void;
  /** True while the retry is running: the button shows busy and ignores clicks. */
  retrying?: boolean;
  /**
   * The failure, from a call made with `noMessage`: no toast said what went wrong, so the page says it,
   * in the words the toast would have used. Without it the page gives a general reason.
   */
  error?: unknown;
  /** The title as a heading of this level, when the error stands in for a page's (or a section's) heading. */
  headingLevel?: 1 | 2 | 3;
}

const GENERAL_REASON = '网络或服务暂时不可用，请稍后重试。';

/** The error catalogue's text for a failed call (rule ERR-10). */
function reasonOf(error: unknown): string {
  if (!isHttpError(error)) return GENERAL_REASON;
  return error.kind === 'network' ? HTTP_MESSAGES.noResponseToast : error.message;
}

/** The error state of a loaded section (loaded lazily by load-error-result.tsx). */
export default function LoadErrorResultView({ what, onRetry, retrying = false, error, headingLevel }: LoadErrorResultProps) {
  const title = `${what}加载失败`;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : undefined;
  return (
    <Result
      status="warning"
      title={Heading ? <Heading className="result-heading">{title}</Heading> : title}
      subTitle={reasonOf(error)}
      extra={
        <Button type="primary" loading={retrying} onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
