import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';
import type { HotWord } from '@/api/types/config';
import { JobSearchBox } from '@/features/jobs/components/job-search-box';

describe('job search box (rules CAND-3, VAL-17)', () => {
  it('takes 25 Chinese characters, 50 letters, and searches what it shows', async () => {
    const { router } = openPage(pagePath('candidate', 'job', 'social'));
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const box = screen.getByRole('searchbox', { name: '职位关键词' });
    await userEvent.click(box);
    await userEvent.paste('店'.repeat(30));
    expect(box).toHaveValue('店'.repeat(25));
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('店'.repeat(25)));

    await userEvent.clear(box);
    await userEvent.paste('a'.repeat(60));
    expect(box).toHaveValue('a'.repeat(50));
  });
});

describe('the hot words’ rows keep their place while the words load (issue 24: CLS 0)', () => {
  const hotWords: HotWord[] = [{ name: '店长', type: 1 }];

  it.each([
    [1, '26px'],
    [2, '60px'],
  ] as const)('%i row(s): %s, loading and loaded alike', (rows, height) => {
    const { container, rerender } = render(
      <JobSearchBox keyword="" onSearch={() => undefined} hotWordsLoading hotWordRows={rows} />,
    );
    const placeholder = container.querySelector('[role="search"] > [aria-hidden="true"]');
    expect(placeholder).toHaveStyle({ minHeight: height });
    rerender(<JobSearchBox keyword="" onSearch={() => undefined} hotWords={hotWords} hotWordRows={rows} />);
    expect(screen.getByText('热门搜索：').parentElement).toHaveStyle({ minHeight: height });
  });
});
