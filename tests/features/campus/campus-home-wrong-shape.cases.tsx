import { NOTICES_EMPTY } from '@/features/campus/home/latest-notices';
import { SPECIAL_SESSIONS_EMPTY } from '@/features/campus/home/special-sessions';
import { TALKS_EMPTY } from '@/features/campus/home/upcoming-talks';
import { describeWrongShapes, heading, USER, type PageCase } from '../../wrong-shape-table';
import { pagePath } from '@/lib/routing';

/**
 * Issue 11: campus home in the wrong-shape table (tests/wrong-shape-table.tsx). Each call of "the season at a glance"
 * answered with `null`, `{}`, `[]`, a string or a list object without its list shows that section's error (with 重试)
 * or its empty state; the hero, the entries and the other sections stay.
 */

const PAGES: PageCase[] = [
  {
    page: 'campus home',
    path: () => pagePath('candidate', 'home', 'school'),
    account: 'cand-campus',
    calls: {
      [USER]: {},
      'GET /api/recruit/activity/list': { error: '校招专场加载失败', empty: SPECIAL_SESSIONS_EMPTY },
      'GET /api/recruit/career_talk_route/list': { error: '宣讲会加载失败', empty: TALKS_EMPTY },
      'GET /api/recruit/announcement/list': { error: '最新公告加载失败', empty: NOTICES_EMPTY },
    },
    shown: heading('青春正当时，未来由你定义'),
  },
];

describeWrongShapes(PAGES);
