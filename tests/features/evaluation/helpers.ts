import { onTestFinished } from 'vitest';
import { screen, within } from '@testing-library/react';
import { server } from '@/mocks/node';
import { getState } from '@/mocks/db';
import type { RecruitType } from '@/lib/config/business';
import { pagePath } from '@/lib/routing';
import { ERROR_TIMEOUT } from '../jobs/page-helpers';

export const fillIn = (id: string, recruitType: RecruitType = 'social') => pagePath('interview', 'fillin', recruitType, { id });
export const listOf = (recruitType: RecruitType = 'social', query = '') =>
  `${pagePath('interview', 'list', recruitType)}${query}`;

/** The seeded evaluations of interviewer-liu to fill in (or submitted) of a recruit type, in list order. */
export function seeded(recruitType: string, status: 0 | 1) {
  return getState()
    .evaluations.filter((e) => e.recruitType === recruitType && e.status === status)
    .sort((a, b) =>
      status === 0 ? a.interviewTime.localeCompare(b.interviewTime) : b.interviewTime.localeCompare(a.interviewTime),
    );
}

export function firstOpen(recruitType = 'social') {
  const found = seeded(recruitType, 0)[0];
  if (!found) throw new Error(`no open ${recruitType} evaluation in the seed`);
  return found;
}

/** Counts the calls made from now on, as `METHOD pathname`. */
export function countCalls(): { count: (call: string) => number } {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', listen);
  onTestFinished(() => void server.events.removeListener('request:start', listen));
  return { count: (call) => calls.filter((c) => c === call).length };
}

export const PUT_EVALUATION = 'PUT /api/recruit/interview/evaluation';

/** The score radio group of a dimension (named by its number and name, e.g. "1. 专业能力"). */
export async function scoreGroup(name: string) {
  const group = await screen.findByRole('radiogroup', { name: new RegExp(name) }, ERROR_TIMEOUT);
  return group;
}

export function scoreRadio(group: HTMLElement, score: number) {
  return within(group).getByRole('radio', { name: `${score} 分` });
}
