import { Result } from 'antd';
import type { CrashResultProps } from './crash-screen';
import { CRASH_SUBTITLE, CRASH_TITLE } from './crash-text';

/** Rule CRASH-1 in antd's Result, with its "500" illustration (loaded by crash-screen.tsx when a crash shows). */
export default function CrashResult({ actions, children }: CrashResultProps) {
  return (
    <Result status="500" title={<h1 className="result-heading">{CRASH_TITLE}</h1>} subTitle={CRASH_SUBTITLE} extra={actions}>
      {children}
    </Result>
  );
}
