import { useState } from 'react';
import type { HotWord } from '@/api/config';
import { LimitedSearch } from '@/components/limited-input';
import styles from './job-search-box.module.css';

interface JobSearchBoxProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  hotWords?: HotWord[];
  /** True while the hot words load: their row keeps its place, so nothing below moves when they arrive. */
  hotWordsLoading?: boolean;
  /** The rows the hot words take in this box (all eight wrap to two in the home's hero), kept while they load. */
  hotWordRows?: 1 | 2;
  /** Large hero variant on the home page. */
  size?: 'large' | 'middle';
  /** On dark backgrounds the hot words are white. */
  inverse?: boolean;
}

const MAX_HOT_WORDS = 8;
/** The keyword takes 25 Chinese characters or 50 other characters (rules CAND-3, VAL-17). */
export const KEYWORD_LIMIT = 25;

/** Keyword box with the hot words (basic configure 17) as one-click searches underneath. */
export function JobSearchBox({
  keyword,
  onSearch,
  hotWords = [],
  hotWordsLoading = false,
  hotWordRows = 1,
  size = 'large',
  inverse = false,
}: JobSearchBoxProps) {
  const [value, setValue] = useState(keyword);
  // Back/forward and hot-word clicks change the keyword from outside (React's "adjust state on prop change").
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (shownKeyword !== keyword) {
    setShownKeyword(keyword);
    setValue(keyword);
  }

  // A row is a 26px hot word; rows are 8px apart (the row's gap).
  const rowsHeight = { minHeight: hotWordRows * 26 + (hotWordRows - 1) * 8 };
  return (
    <div role="search" aria-label="职位搜索">
      <LimitedSearch
        n={KEYWORD_LIMIT}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onSearch={(text) => onSearch(text.trim())}
        placeholder="搜索职位名称，如：店长、前端开发、理货员"
        enterButton="搜索"
        size={size}
        allowClear
        aria-label="职位关键词"
      />
      {hotWordsLoading && (
        <div className={`${styles.hotWords} ${inverse ? styles.inverse : ''}`} style={rowsHeight} aria-hidden="true" />
      )}
      {!hotWordsLoading && hotWords.length > 0 && (
        <div className={`${styles.hotWords} ${inverse ? styles.inverse : ''}`} style={rowsHeight}>
          <span className={styles.hotLabel}>热门搜索：</span>
          {hotWords.slice(0, MAX_HOT_WORDS).map((word) => (
            <button
              key={`${word.type}-${word.name}`}
              type="button"
              className={styles.hotWord}
              aria-pressed={word.name === keyword}
              onClick={() => onSearch(word.name)}
            >
              {word.name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
