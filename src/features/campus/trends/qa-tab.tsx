import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Collapse, Empty, Input, Skeleton } from 'antd';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { campusQueries, type AnnouncementSummary } from '@/api/campus';
import { LoadErrorResult } from '@/components/load-error-result';
import { LoadingRegion } from '@/components/page-skeleton';
import { QaAnswer } from './qa-answer';
import { tabQuery } from './trends-search';
import styles from './trends.module.css';
import qaStyles from './notices.module.css';

/** All questions in one call (the server's largest page): the search runs over the loaded list. */
export const QA_PAGE_SIZE = 100;

/** The question with each occurrence of the keyword marked. */
export function highlight(text: string, keyword: string): ReactNode {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return text;
  const parts: ReactNode[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push(text.slice(from, at));
    parts.push(<mark key={at}>{text.slice(at, at + needle.length)}</mark>);
    from = at + needle.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

function matches(question: AnnouncementSummary, needle: string): boolean {
  return !needle || `${question.title}\n${question.summary}`.toLowerCase().includes(needle);
}

/** antd's Collapse opens a question on Enter only; a button opens on Space too. */
function spaceOpens(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (event.key !== ' ' || !target.matches('.ant-collapse-header[role="button"]')) return;
  event.preventDefault();
  target.click();
}

/** Tab "问答专区": the questions (announcements of type 2), searched by keyword (`?keyword=`), each opened to its answer. */
export function QaTab() {
  const [params, setParams] = useSearchParams();
  // The field keeps its own value (typing, an input method's composition); the address follows it.
  const [keyword, setKeyword] = useState(() => params.get('keyword') ?? '');
  const [open, setOpen] = useState<string[]>([]);
  const questions = useQuery(campusQueries.announcements({ type: 2, page: 1, pageSize: QA_PAGE_SIZE }));
  const needle = keyword.trim().toLowerCase();
  const found = useMemo(() => questions.data?.list.filter((question) => matches(question, needle)), [questions.data, needle]);

  const search = (value: string) => {
    setKeyword(value);
    setParams(tabQuery('qa', { keyword: value.trim() }, params), { replace: true });
  };

  let body;
  if (questions.isError && !questions.data) {
    body = <LoadErrorResult what="问答" onRetry={() => void questions.refetch()} retrying={questions.isFetching} />;
  } else if (!questions.data || !found) {
    body = (
      <LoadingRegion label="问答加载中">
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className={qaStyles.questionSkeleton}>
            <Skeleton active title={false} paragraph={{ rows: 1, width: '50%' }} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (questions.data.list.length === 0) {
    body = <Empty className={styles.emptyBox} description="暂无问答，常见问题整理后会在这里发布" />;
  } else if (found.length === 0) {
    body = (
      <Empty className={styles.emptyBox} description={`没有找到与“${keyword.trim()}”相关的问题，换个关键词试试`}>
        <Button onClick={() => search('')}>查看全部问题</Button>
      </Empty>
    );
  } else {
    body = (
      <div onKeyDown={spaceOpens}>
        <Collapse
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
          items={found.map((question) => ({
            key: question.id,
            label: <span className={qaStyles.question}>{highlight(question.title || '（无标题）', keyword)}</span>,
            children: <QaAnswer id={question.id} summary={question.summary} />,
          }))}
        />
      </div>
    );
  }

  const total = questions.data?.list.length ?? 0;
  return (
    <section className={styles.section} aria-labelledby="trends-qa-title">
      <div className={styles.sectionHead}>
        <h2 id="trends-qa-title" className={styles.sectionTitle}>
          问答专区
        </h2>
        <p className={styles.sectionIntro}>同学们最关心的问题都在这里，点击问题查看解答。</p>
      </div>
      <div className={qaStyles.search}>
        <label htmlFor="qa-search" className={qaStyles.searchLabel}>
          搜索问题
        </label>
        <Input
          id="qa-search"
          value={keyword}
          onChange={(event) => search(event.target.value)}
          placeholder="输入关键词，如：简历、面试、住宿"
          prefix={<SearchOutlined aria-hidden="true" />}
          allowClear
          style={{ width: 360 }}
        />
        <span className={styles.count} style={{ margin: 0 }} role="status">
          {found && total > 0 ? (needle ? `找到 ${found.length} 个相关问题` : `共 ${total} 个问题`) : ''}
        </span>
      </div>
      {body}
    </section>
  );
}
