import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { APPLY_RECORD_PAGE_SIZE } from '@/features/applications/components/apply-record-table';
import {
  CURRENT_MARK,
  END_FACTS,
  PROGRESS_LABEL,
  PROGRESS_QUERY,
  progressEmptyText,
  STAGE_LABEL,
  STAGE_NEXT,
  TIMELINE_BUTTON,
  timelineLabel,
} from '@/features/applications/lib/timeline';
import { APPLICATION_STAGE_PLANS } from '@/mocks/data/application-stages';
import * as errorReporting from '@/lib/error-reporting';

const PATH = pagePath('candidate', 'applyForTheRecord', 'social');

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length);
const rowOf = (table: HTMLElement, id: string) => table.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
// By its text, then its name: role queries over antd's styled table take seconds in jsdom.
function timelineButton(row: HTMLElement): HTMLElement {
  const button = within(row).getByText(TIMELINE_BUTTON).closest('button') as HTMLElement;
  expect(button).toHaveAccessibleName(new RegExp(`^${TIMELINE_BUTTON}：`));
  return button;
}
// The pointer-events check reads the computed style of every ancestor: seconds per click in this table.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** The timeline a row's button opened: the list inside the element its `aria-controls` names. */
async function openedTimeline(button: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(button).toHaveAttribute('aria-controls'));
  const region = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(region).getByRole('list');
}
const seededCount = (prefix: string) => Object.keys(APPLICATION_STAGE_PLANS).filter((id) => id.startsWith(prefix)).length;

/** An apply_record answer of the given records, on the wire (snake_case). */
function answerWith(list: Record<string, unknown>[]) {
  server.use(
    http.get('*/candidate/apply_record', () =>
      HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { list, total: list.length, page: 1, page_size: APPLY_RECORD_PAGE_SIZE },
      }),
    ),
  );
}

const wireRecord = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  position_demand_id: `PD-${id}`,
  position_id: `POS-${id}`,
  position_name: `职位${id}`,
  recruit_type: 'social',
  city_name: '武汉市',
  target_depart_name: '技术中心',
  apply_time: '2026-11-01 09:30:00',
  source: 1,
  status_text: `状态${id}`,
  position_valid: true,
  ...fields,
});

const progressIn = (search: string) => new URLSearchParams(search).get(PROGRESS_QUERY);

afterEach(() => vi.restoreAllMocks());

describe('application records', () => {
  it('shows a skeleton while the records load', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'slow', match: '/candidate/apply_record' }] });
    expect(await screen.findByLabelText('投递记录加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists each application with its job link, date, source and status', async () => {
    openPage(PATH, { account: 'cand-full' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(seededCount('AP-F'));
    for (const label of ['内部推荐', '官网投递', '校招专场', 'HR推荐'])
      expect(within(table).getAllByText(label).length).toBeGreaterThan(0);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/jobDetail\?id=PD/));
    expect(within(first).getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
    expect(within(table).getByText('简历筛选中')).toBeInTheDocument();
  });

  it('shows an empty state leading to the job list', async () => {
    const { router } = openPage(PATH, { account: 'cand-new' });
    expect(await screen.findByText('还没有投递记录，找到心仪的职位就投递简历吧', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去看看职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'social')));
  });

  it('shows an error with a retry', async () => {
    openPage(PATH, { account: 'cand-full', faults: [{ kind: 'network', match: '/candidate/apply_record' }] });
    expect(await screen.findByText('投递记录加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('offers "修改报名信息" on a special-session application (source 2) only, leading to its registration', async () => {
    const { router } = openPage(pagePath('candidate', 'applyForTheRecord', 'school'), { account: 'cand-campus' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const links = within(table).getAllByRole('link', { name: /^修改报名信息：/ });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual([
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC001' }),
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC002' }),
    ]);
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'modificationRegistration', 'school')));
  });

  it('shows no "修改报名信息" for the other sources, nor for a source-2 record without its registration', async () => {
    const record = (id: string, source: number, positionCandidateId?: string) =>
      wireRecord(id, {
        recruit_type: 'school',
        source,
        ...(positionCandidateId ? { position_candidate_id: positionCandidateId } : {}),
      });
    // Every record names a registration; only the special-session one may lead to it.
    const list = [record('A', 0, 'PC-A'), record('B', 1, 'PC-B'), record('C', 2, 'PC-C'), record('D', 3, 'PC-D'), record('E', 2)];
    answerWith(list);
    openPage(PATH, { account: 'cand-full' });
    const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
    const links = within(table).getAllByRole('link', { name: /^修改报名信息：/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('修改报名信息：职位C');
    expect(links[0]).toHaveAttribute(
      'href',
      pagePath('candidate', 'modificationRegistration', 'school', { positionCandidateId: 'PC-C' }),
    );
  });

  describe('the timeline of an application (issue 22)', () => {
    it('opens from its row: every stage in order, those reached dated, the current one marked, what happens next', async () => {
      openPage(PATH, { account: 'cand-full' });
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      const row = rowOf(table, 'AP-F2');
      const button = timelineButton(row);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-controls');
      await user().click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const list = await openedTimeline(button);
      expect(list).toHaveAccessibleName(timelineLabel('产品经理'));
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByText(/^(已投递|简历筛选|面试|录用|入职)$/).textContent)).toEqual(
        Object.values(STAGE_LABEL),
      );
      expect(items.slice(0, 3).every((item) => within(item).queryByText(/^\d{4}-\d{2}-\d{2}$/))).toBe(true);
      expect(items.slice(3).some((item) => within(item).queryByText(/^\d{4}-\d{2}-\d{2}$/))).toBe(false);
      const current = items.filter((item) => item.getAttribute('aria-current') === 'step');
      expect(current).toHaveLength(1);
      expect(current[0]).toHaveTextContent(STAGE_LABEL.interview);
      expect(within(current[0] as HTMLElement).getByText(CURRENT_MARK)).toBeInTheDocument();
      expect(screen.getByText(STAGE_NEXT.interview)).toBeInTheDocument();

      await user().click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button).not.toHaveAttribute('aria-controls');
      await waitFor(() => expect(list).not.toBeVisible());
    });

    it('of one that ended: the stages reached, then the end as the current step, what it means and other jobs', async () => {
      openPage(PATH, { account: 'cand-full' });
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      const button = timelineButton(rowOf(table, 'AP-F5'));
      await user().click(button);
      const list = await openedTimeline(button);
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength((APPLICATION_STAGE_PLANS['AP-F5']?.stages.length ?? 0) + 1);
      expect(items.at(-1)).toHaveAttribute('aria-current', 'step');
      expect(items.at(-1)).toHaveTextContent(END_FACTS.position_closed.label);
      expect(screen.getByText(END_FACTS.position_closed.meaning)).toBeInTheDocument();
      expect(screen.getByText('浏览社会招聘职位')).toHaveAttribute('href', pagePath('candidate', 'job', 'social'));
    });

    it('shows the status text alone, with no button, for a record without stages or with stages of the wrong shape', async () => {
      const stages = [{ stage: 'applied', time: '2026-11-01 09:30:00' }];
      const report = vi.spyOn(errorReporting, 'reportError').mockImplementation(() => undefined);
      answerWith([
        wireRecord('A', { stages }),
        wireRecord('B'),
        wireRecord('C', { stages: null }),
        wireRecord('D', { stages: [{ stage: 'assessment', time: '2026-11-02 10:00:00' }] }),
        wireRecord('E', { stages, end: { result: 'withdrawn', time: '' } }),
        wireRecord('F', { stages: 'applied' }),
      ]);
      openPage(PATH, { account: 'cand-full' });
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      expect(rowsOf(table)).toHaveLength(6);
      for (const id of ['A', 'B', 'C', 'D', 'E', 'F'])
        expect(within(rowOf(table, id)).getByText(`状态${id}`)).toBeInTheDocument();
      expect(table.querySelectorAll('button[aria-expanded]')).toHaveLength(1);
      expect(timelineButton(rowOf(table, 'A'))).toBeInTheDocument();
      // The three of the wrong shape were reported, not shown.
      const dropped = report.mock.calls.filter(([, context]) => context?.kind === 'stages-dropped');
      expect(dropped.length).toBeGreaterThanOrEqual(3);
      const button = timelineButton(rowOf(table, 'A'));
      await user().click(button);
      expect(await openedTimeline(button)).toHaveAccessibleName(timelineLabel('职位A'));
      expect(screen.getByText(STAGE_NEXT.applied)).toBeInTheDocument();
    });
  });

  describe('the progress filter (issue 22)', () => {
    it('lists only the ended ones, keeps the choice in the address and back to all', async () => {
      const { router } = openPage(PATH, { account: 'cand-full' });
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      expect(rowsOf(table)).toHaveLength(seededCount('AP-F'));
      const filter = screen.getByRole('radiogroup', { name: '按投递进度筛选' });
      expect(within(filter).getByRole('radio', { name: PROGRESS_LABEL.all })).toBeChecked();
      await user().click(within(filter).getByRole('radio', { name: PROGRESS_LABEL.ended }));
      await waitFor(() => expect(progressIn(router.state.location.search)).toBe('ended'));
      const ended = Object.entries(APPLICATION_STAGE_PLANS).filter(([id, plan]) => id.startsWith('AP-F') && plan.end);
      await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(ended.length));
      for (const [id] of ended) expect(rowOf(screen.getByRole('table'), id)).not.toBeNull();
      await user().click(within(filter).getByRole('radio', { name: PROGRESS_LABEL.all }));
      await waitFor(() => expect(progressIn(router.state.location.search)).toBeNull());
      await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(seededCount('AP-F')));
    });

    it('reads the filter from the address, and says so when it matches nothing', async () => {
      const { router } = openPage(pagePath('candidate', 'applyForTheRecord', 'school', { [PROGRESS_QUERY]: 'ended' }), {
        account: 'cand-campus',
      });
      expect(await screen.findByText(progressEmptyText('ended'), {}, ERROR_TIMEOUT)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: PROGRESS_LABEL.ended })).toBeChecked();
      await user().click(screen.getByRole('button', { name: `查看${PROGRESS_LABEL.all}投递记录` }));
      await waitFor(() => expect(progressIn(router.state.location.search)).toBeNull());
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      expect(rowsOf(table)).toHaveLength(seededCount('AP-C'));
    });

    it('starts again at page 1 on a new choice, keeping the rest of the address', async () => {
      const { router } = openPage(pagePath('candidate', 'applyForTheRecord', 'social', { page: 2, from: 'mail' }), {
        account: 'cand-full',
      });
      const filter = await screen.findByRole('radiogroup', { name: '按投递进度筛选' }, ERROR_TIMEOUT);
      await user().click(within(filter).getByRole('radio', { name: PROGRESS_LABEL.ongoing }));
      await waitFor(() => expect(progressIn(router.state.location.search)).toBe('ongoing'));
      const query = new URLSearchParams(router.state.location.search);
      expect(query.get('page')).toBeNull();
      expect(query.get('from')).toBe('mail');
    });

    it('ignores a value it does not know: all records', async () => {
      openPage(pagePath('candidate', 'applyForTheRecord', 'social', { [PROGRESS_QUERY]: 'x' }), { account: 'cand-full' });
      const table = await screen.findByRole('table', {}, ERROR_TIMEOUT);
      expect(rowsOf(table)).toHaveLength(seededCount('AP-F'));
      expect(screen.getByRole('radio', { name: PROGRESS_LABEL.all })).toBeChecked();
    });
  });
});
