import type { PositionDetail } from '@/api/positions';
import { htmlText, jobPostingHtml } from '@/components/sanitize-html';
import { config } from '@/lib/config/env';
import { pagePath } from '@/lib/routing';
import { jobPageHead, jobPageTitleHead, SITE_NAME, type HiringOrganization, type PageHead } from '@/lib/seo';

const HIRING_ORGANIZATION: HiringOrganization = { name: SITE_NAME, sameAs: config.footer.companySiteUrl || undefined };

/**
 * The job's head: its title and first lines, its JobPosting while open. The canonical copy is the candidate's page
 * (public; the staff copy needs login) with only the id. The server's HTML is read here, under the one HTML profile
 * (docs/decisions/053): lib/seo builds from the sanitised fragment and the plain text.
 */
export function jobDetailHead(position: PositionDetail): PageHead {
  const descriptionHtml = jobPostingHtml(position.description) + jobPostingHtml(position.requirement);
  const descriptionText = htmlText(position.description) || htmlText(position.requirement);
  return jobPageHead({ ...position, descriptionHtml, descriptionText }, canonicalUrl(position), HIRING_ORGANIZATION);
}

/**
 * The job's title and canonical copy, written as soon as the job is shown; `jobDetailHead` (four sanitiser passes
 * over the server's HTML) follows when the browser is idle, so it adds nothing to the task that paints the job.
 */
export function jobDetailTitleHead(position: PositionDetail): PageHead {
  return jobPageTitleHead(position, canonicalUrl(position));
}

function canonicalUrl(position: PositionDetail): string {
  return `${window.location.origin}${pagePath('candidate', 'jobDetail', position.recruitType, { id: position.id })}`;
}
