import { onTestFinished } from 'vitest';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { BASE } from '@/lib/config/paths';

/** cand-campus's ucId: the owner of the registration drafts (rule DRAFT-1). */
export const ZHAO = 'uc-cand-campus';

/** The modification page of a registration, or without one. */
export const registrationPath = (positionCandidateId?: string) =>
  `${BASE}/candidate/school/modificationRegistration${positionCandidateId ? `?positionCandidateId=${positionCandidateId}` : ''}`;

/** Counts the calls of a method whose pathname ends so, from now on. */
export function countCalls(method: string, pathEnd: string): { count: () => number } {
  let count = 0;
  const listen = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  server.events.on('request:start', listen);
  onTestFinished(() => void server.events.removeListener('request:start', listen));
  return { count: () => count };
}

/** Holds the calls of a method whose pathname ends so until `release`, then lets the mock backend answer them. */
export function holdCalls(method: 'PUT' | 'GET', pathEnd: string): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const on = method === 'PUT' ? http.put : http.get;
  // Answering nothing hands the call on to the mock backend's own handler.
  server.use(on(`*${pathEnd}`, async () => void (await gate)));
  onTestFinished(() => release());
  return { release: () => release() };
}
