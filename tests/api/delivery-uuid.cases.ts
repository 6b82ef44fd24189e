import { deliverFriendResumeAsCandidate, deliverResume } from '@/api/delivery';
import { getCatalog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { captureToasts, signInAs } from './session';
import { pagePath } from '@/lib/routing';

/** The query keys each delivery call put on the wire, seen before the mock backend answers. */
function wireQueries(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/delivery')) seen.push(url.searchParams);
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

function openSocialJob() {
  const job = getCatalog().positions.find((p) => p.recruitType === 'social' && p.isValid && !p.activityId);
  if (!job) throw new Error('no open social job in the seed');
  return job;
}

/** Rule API-7: the apply payload's `uuId` travels under the spec's own spelling, not `uu_id`. */
describe('delivery payload uuId (rule API-7)', () => {
  it('sends uuId as uuId beside the snake-cased keys, and the mock backend accepts it', async () => {
    signInAs('cand-full');
    const job = openSocialJob();
    const seen = wireQueries();
    const uuId = 'ab'.repeat(16);
    const result = await deliverResume({ id: 'R-full-01', positionId: job.positionId, positionDemandId: job.id, uuId });
    expect([0, 1, 3]).toContain(result.sendStatus);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get('uuId')).toBe(uuId);
    expect(seen[0]!.has('uu_id')).toBe(false);
    expect(seen[0]!.get('position_demand_id')).toBe(job.id);
    expect(seen[0]!.get('position_id')).toBe(job.positionId);
  });

  it('the friend delivery sends it the same way', async () => {
    signInAs('staff-wang', pagePath('staff', 'deliveryResume', 'social'));
    const job = openSocialJob();
    const seen = wireQueries();
    await deliverFriendResumeAsCandidate({
      id: 'FR-wang-1',
      positionId: job.positionId,
      positionDemandId: job.id,
      uuId: 'c'.repeat(32),
    });
    expect(seen[0]!.get('uuId')).toBe('c'.repeat(32));
    expect(seen[0]!.has('uu_id')).toBe(false);
  });

  it('the mock backend refuses a uuId that is not 32 hex characters', async () => {
    signInAs('cand-full');
    const job = openSocialJob();
    const toasts = captureToasts();
    await expect(
      deliverResume({ id: 'R-full-01', positionId: job.positionId, positionDemandId: job.id, uuId: 'not-a-uuid' }),
    ).rejects.toMatchObject({ kind: 'business' });
    expect(toasts).toEqual(['uuId 格式不正确']);
  });
});
