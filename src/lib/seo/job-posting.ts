import { SALARY_UNIT, salaryBounds } from '../format/salary';
import { metaDescription } from './text';
import type { JsonLd, PageHead } from './page-head';

/** What a job page knows of a job that a search engine reads: the position's facts, its text read by the caller. */
export interface JobPostingSource {
  id: string;
  positionName: string;
  /** Position type code (rule CONST-3): 03 office (social, school), 01 store management, 02 store staff. */
  positionType: '01' | '02' | '03';
  provinceName: string;
  cityName: string;
  areaName: string;
  /** The work address as the page shows it. */
  address: string;
  salaryMin: number | null;
  salaryMax: number | null;
  /** YYYY-MM-DD */
  publishDate: string;
  /**
   * The description and requirement as a fragment of bare structural tags, already sanitised by the caller
   * (`jobPostingHtml` of components/sanitize-html: lib reads no HTML, docs/decisions/053).
   */
  descriptionHtml: string;
  /** The plain text of the description, else of the requirement (`htmlText`): the meta description's source. */
  descriptionText: string;
  /** False once the position is closed. */
  isValid: boolean;
}

/** Who hires: the portal's company, and its own site when the build names one (`VITE_COMPANY_SITE_URL`). */
export interface HiringOrganization {
  name: string;
  sameAs?: string;
}

/** Google's employment types (schema.org `employmentType` as Google reads it). */
export type EmploymentType =
  'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER';

/**
 * The employment type by position type. The server sends no job nature; every type is a salaried post paid by the
 * month (office jobs, store management, store staff; school positions are graduate hires, not internships), so all
 * are full time. A new position type fails to compile here until it is mapped.
 */
export const EMPLOYMENT_TYPE: Record<JobPostingSource['positionType'], EmploymentType> = {
  '01': 'FULL_TIME',
  '02': 'FULL_TIME',
  '03': 'FULL_TIME',
};

/** schema.org `unitText` of the portal's salary unit: a new unit in `lib/format/salary.ts` must be mapped here. */
const SALARY_UNIT_TEXT: Record<typeof SALARY_UNIT, 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'> = { '元/月': 'MONTH' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` date that exists, else undefined. */
function isoDate(value: string): string | undefined {
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value.trim()
    : undefined;
}

/** The city a job is in: its city, else its province (municipalities and jobs placed by province only). */
export function cityOf(job: Pick<JobPostingSource, 'cityName' | 'provinceName'>): string {
  return (job.cityName || job.provinceName).trim();
}

function baseSalary(job: JobPostingSource): JsonLd | undefined {
  const { low, high } = salaryBounds(job.salaryMin, job.salaryMax);
  if (low === undefined && high === undefined) return undefined;
  const range: JsonLd =
    low !== undefined && low === high
      ? { value: low }
      : { ...(low !== undefined ? { minValue: low } : {}), ...(high !== undefined ? { maxValue: high } : {}) };
  return {
    '@type': 'MonetaryAmount',
    currency: 'CNY',
    value: { '@type': 'QuantitativeValue', ...range, unitText: SALARY_UNIT_TEXT[SALARY_UNIT] },
  };
}

function postalAddress(job: JobPostingSource): JsonLd | undefined {
  const locality = cityOf(job);
  if (!locality) return undefined;
  const region = job.provinceName.trim();
  const street = job.address.trim();
  return {
    '@type': 'PostalAddress',
    ...(street && street !== '--' ? { streetAddress: street } : {}),
    addressLocality: locality,
    ...(region && region !== locality ? { addressRegion: region } : {}),
    addressCountry: 'CN',
  };
}

/**
 * The JobPosting a search engine reads for one job (Google's required and recommended properties the data has), or
 * null: for a closed job, and for one lacking a property Google requires (title, description, date posted, place).
 * No `validThrough`: the position carries no closing date.
 */
export function buildJobPosting(job: JobPostingSource, organization: HiringOrganization): JsonLd | null {
  if (!job.isValid) return null;
  const title = job.positionName.trim();
  const description = job.descriptionHtml.trim();
  const datePosted = isoDate(job.publishDate);
  const address = postalAddress(job);
  if (!title || !description || !job.descriptionText.trim() || !datePosted || !address) return null;
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title,
    description,
    datePosted,
    employmentType: EMPLOYMENT_TYPE[job.positionType],
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      ...(organization.sameAs ? { sameAs: organization.sameAs } : {}),
    },
    jobLocation: { '@type': 'Place', address },
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: job.id },
    directApply: true,
  };
}

/**
 * The head of a job detail page: title `{职位名称} - {城市}`, the job's first lines, the canonical address and, for
 * an open job, its JobPosting.
 */
export function jobPageHead(job: JobPostingSource, canonicalUrl: string, organization: HiringOrganization): PageHead {
  return {
    ...jobPageTitleHead(job, canonicalUrl),
    description: metaDescription(job.descriptionText),
    jsonLd: buildJobPosting(job, organization) ?? undefined,
  };
}

/**
 * The part of a job page's head that costs nothing to build: its title `{职位名称} - {城市}` and canonical address.
 * The page writes it at once and the whole head (which reads the server's HTML) when the browser is idle.
 */
export function jobPageTitleHead(
  job: Pick<JobPostingSource, 'positionName' | 'cityName' | 'provinceName'>,
  canonicalUrl: string,
): PageHead {
  return { title: [job.positionName.trim(), cityOf(job)].filter(Boolean).join(' - '), canonicalUrl, type: 'article' };
}
