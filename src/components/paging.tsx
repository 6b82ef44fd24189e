import type { PaginationProps } from 'antd';
import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from './use-near-viewport';

const Pagination = lazy(() => import('./antd-pagination'));

/**
 * antd's Pagination below a list, its code (with antd's Select, ≈ 30 kB gzip) loaded as the visitor nears the
 * end of the list rather than with the page; until then an empty row of its height holds its place.
 */
export function Paging(props: PaginationProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, 400);
  const placeholder = <div style={{ ...props.style, height: 32 }} />;
  return (
    <nav ref={ref} aria-label="分页">
      {near ? (
        <Suspense fallback={placeholder}>
          <Pagination {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </nav>
  );
}
