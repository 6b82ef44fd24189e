import { Skeleton } from 'antd';
import { Suspense, lazy, type ComponentProps } from 'react';
import { LoadingRegion } from '@/components/page-skeleton';
import styles from './saved-searches.module.css';

// The panel (and, through its chips, antd's Popconfirm, Tooltip and Input) loads after the page's own code: the list's
// search box and results paint first (bench: the job list's LCP went 2.56 → 2.87 s on the mobile preset while the
// panel was in the page's chunk).
const SavedSearchPanel = lazy(() => import('./saved-searches').then(({ SavedSearchPanel: Panel }) => ({ default: Panel })));

type PanelProps = ComponentProps<typeof SavedSearchPanel>;

/**
 * The saved-search panel, loaded on its own. While its code loads, `placeholder` holds the panel's place with its
 * heading and a skeleton of its row (the panel's own frame and height); without it nothing shows (candidate home for a
 * visitor, where the panel shows nothing either).
 */
export function DeferredSavedSearchPanel({ placeholder, ...props }: PanelProps & { placeholder: boolean }) {
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  const fallback = placeholder ? (
    <LoadingRegion label={`${props.title}加载中`} className={props.className ?? styles.bar}>
      <Heading className={props.headingClassName ?? styles.title}>{props.title}</Heading>
      <Skeleton.Button active style={{ width: 160 }} />
    </LoadingRegion>
  ) : null;
  return (
    <Suspense fallback={fallback}>
      <SavedSearchPanel {...props} />
    </Suspense>
  );
}
