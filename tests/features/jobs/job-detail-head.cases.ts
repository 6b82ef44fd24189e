import { describe, expect, it } from 'vitest';
import type { PositionDetail } from '@/api/positions';
import { jobDetailHead } from '@/features/jobs/job-detail-head';
import { seedPositions } from '@/mocks/data/positions';

const seeded = seedPositions().find((job) => job.isValid && job.recruitType === 'social');
if (!seeded) throw new Error('no open social job in the seed');
const JOB: PositionDetail = { ...seeded, isCollected: false };

/** The job detail's head from the server's HTML, through the page's own path (issue 22, docs/decisions/069). */
describe('jobDetailHead', () => {
  it('strips the server HTML: the JobPosting gets bare structure, the meta description plain text', () => {
    const head = jobDetailHead({
      ...JOB,
      description:
        '<p style="color:red" onclick="x()">职责&amp;要求</p><script>alert(1)</script><style>a{}</style><form><input name="p"></form><img src=x onerror="y()"><ul><li class="c">一</li></ul>',
      requirement: '<div><a href="https://evil.example.com">熟悉 React</a></div>',
    });
    expect(head.jsonLd?.description).toBe('<p>职责&amp;要求</p><ul><li>一</li></ul><p>熟悉 React</p>');
    expect(head.description).toBe('职责&要求 一');
  });

  it('describes the job by its requirement when the description has no text, and has no JobPosting with neither', () => {
    expect(jobDetailHead({ ...JOB, description: '<p> </p>', requirement: '<p>熟悉 React</p>' }).description).toBe('熟悉 React');
    expect(jobDetailHead({ ...JOB, description: '<p> </p>', requirement: '<script>x</script>' }).jsonLd).toBeUndefined();
  });

  it('keeps text that would end the JSON-LD script element as text, escaped when written', () => {
    const head = jobDetailHead({ ...JOB, description: '<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>' });
    expect(head.jsonLd?.description).toContain('&lt;/script&gt;');
    expect(head.description).toBe('</script><script>alert(1)</script>');
  });
});
