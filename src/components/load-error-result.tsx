import { Suspense, lazy } from 'react';
import type { LoadErrorResultProps } from './load-error-result-view';

// antd's Result carries its 404/403/500 illustrations (≈ 10 kB gzip): loaded only when something fails.
const LoadErrorResultView = lazy(() => import('./load-error-result-view'));

/** The error state of a loaded section: what failed and a "重试" button. */
export function LoadErrorResult(props: LoadErrorResultProps) {
  return (
    <Suspense fallback={<div style={{ minHeight: 240 }} />}>
      <LoadErrorResultView {...props} />
    </Suspense>
  );
}
