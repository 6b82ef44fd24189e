import { describe, expect, it } from 'vitest';
import {
  buildJobPosting,
  DESCRIPTION_LENGTH,
  jobPageHead,
  serializeJsonLd,
  SITE_NAME,
  type JobPostingSource,
  type JsonLd,
} from '@/lib/seo';
import { SCHEMA_RULES, schemaProblems } from './schema-rules';

const ORGANIZATION = { name: SITE_NAME, sameAs: 'https://www.example.com/' };

const JOB: JobPostingSource = {
  id: 'PD20001',
  positionName: '前端开发工程师',
  positionType: '03',
  provinceName: '浙江省',
  cityName: '杭州市',
  areaName: '西湖区',
  address: '浙江省杭州市西湖区文三路 100 号',
  salaryMin: 15000,
  salaryMax: 28000,
  publishDate: '2025-07-20',
  // As the page gives them: sanitised by components/sanitize-html (tests/components/sanitize-html-seo.cases.ts).
  descriptionHtml:
    '<p><strong>岗位职责</strong></p><ol><li>负责门户前端开发</li><li>优化页面性能</li></ol><p><strong>任职要求</strong></p><ol><li>熟悉 React</li></ol>',
  descriptionText: '岗位职责 负责门户前端开发 优化页面性能',
  isValid: true,
};

const posting = (job: Partial<JobPostingSource> = {}, organization: { name: string; sameAs?: string } = ORGANIZATION) =>
  buildJobPosting({ ...JOB, ...job }, organization);

describe('buildJobPosting (issue 22)', () => {
  it('gives every property Google requires or recommends that the job has', () => {
    expect(posting()).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: '前端开发工程师',
      description:
        '<p><strong>岗位职责</strong></p><ol><li>负责门户前端开发</li><li>优化页面性能</li></ol><p><strong>任职要求</strong></p><ol><li>熟悉 React</li></ol>',
      datePosted: '2025-07-20',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: SITE_NAME, sameAs: 'https://www.example.com/' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '浙江省杭州市西湖区文三路 100 号',
          addressLocality: '杭州市',
          addressRegion: '浙江省',
          addressCountry: 'CN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'CNY',
        value: { '@type': 'QuantitativeValue', minValue: 15000, maxValue: 28000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: 'PD20001' },
      directApply: true,
    });
  });

  it('leaves baseSalary out of a negotiable job, and gives the known end of a half-open range', () => {
    expect(posting({ salaryMin: null, salaryMax: null })).not.toHaveProperty('baseSalary');
    expect(posting({ salaryMin: 0, salaryMax: null })).not.toHaveProperty('baseSalary');
    expect(posting({ salaryMin: 8000, salaryMax: null })?.baseSalary).toMatchObject({
      value: { minValue: 8000, unitText: 'MONTH' },
    });
    expect(posting({ salaryMin: 8000, salaryMax: null })?.baseSalary).not.toHaveProperty('value.maxValue');
    expect(posting({ salaryMin: null, salaryMax: 12000 })?.baseSalary).toMatchObject({ value: { maxValue: 12000 } });
    expect(posting({ salaryMin: 9000, salaryMax: 9000 })?.baseSalary).toMatchObject({ value: { value: 9000 } });
    // A reversed range is put in order, as the page shows it.
    expect(posting({ salaryMin: 12000, salaryMax: 8000 })?.baseSalary).toMatchObject({
      value: { minValue: 8000, maxValue: 12000 },
    });
  });

  it('has no validThrough (no closing date is known), and no posting at all without a real date posted', () => {
    expect(posting()).not.toHaveProperty('validThrough');
    for (const publishDate of ['', '2025-02-30', '2025/07/20', '20250720', '--']) expect(posting({ publishDate })).toBeNull();
  });

  it('is none for a closed job', () => {
    expect(posting({ isValid: false })).toBeNull();
  });

  it('is none without the other required facts: a title, a place, a description', () => {
    expect(posting({ positionName: ' ' })).toBeNull();
    expect(posting({ cityName: '', provinceName: '' })).toBeNull();
    expect(posting({ descriptionHtml: '', descriptionText: '' })).toBeNull();
    expect(posting({ descriptionHtml: '<p> </p>', descriptionText: ' ' })).toBeNull();
  });

  it('places a municipality and a job placed by province only', () => {
    const address = (job: Partial<JobPostingSource>) => (posting(job)?.jobLocation as JsonLd).address;
    expect(address({ provinceName: '上海市', cityName: '上海市', address: '' })).toEqual({
      '@type': 'PostalAddress',
      addressLocality: '上海市',
      addressCountry: 'CN',
    });
    expect(address({ provinceName: '广东省', cityName: '', address: '--' })).toMatchObject({ addressLocality: '广东省' });
  });

  it('carries the description the page sanitised as it is, less surrounding white space', () => {
    expect(posting({ descriptionHtml: ' <p>职责</p><ul><li>一</li></ul>\n' })?.description).toBe(
      '<p>职责</p><ul><li>一</li></ul>',
    );
  });

  it('leaves sameAs out when the build names no company site', () => {
    expect(posting({}, { name: SITE_NAME })?.hiringOrganization).toEqual({ '@type': 'Organization', name: SITE_NAME });
  });

  it('maps every position type to an employment type', () => {
    for (const positionType of ['01', '02', '03'] as const) expect(posting({ positionType })?.employmentType).toBe('FULL_TIME');
  });
});

describe('the JobPosting follows the schema.org and Google rules', () => {
  it.each<[string, Partial<JobPostingSource>]>([
    ['a full job', {}],
    ['a negotiable salary', { salaryMin: null, salaryMax: null }],
    ['a salary from', { salaryMin: 8000, salaryMax: null }],
    ['a salary up to', { salaryMin: null, salaryMax: 12000 }],
    ['one salary', { salaryMin: 9000, salaryMax: 9000 }],
    ['a municipality without a street', { provinceName: '北京市', cityName: '北京市', address: '' }],
    ['plain text made paragraphs', { descriptionHtml: '<p>负责收银</p><p>服务顾客</p>', descriptionText: '负责收银 服务顾客' }],
    ['a store job', { positionType: '02' }],
  ])('%s', (_, job) => {
    expect(schemaProblems(posting(job), 'JobPosting')).toEqual([]);
  });

  it('the rules catch a wrong type, a missing required property and an unknown property', () => {
    const good = posting() as JsonLd;
    expect(schemaProblems({ ...good, datePosted: '20/07/2025' }, 'JobPosting')).toEqual(['JobPosting.datePosted: not Date']);
    const { title: _title, ...untitled } = good;
    expect(schemaProblems(untitled, 'JobPosting')).toEqual(['JobPosting.title: required, missing']);
    expect(schemaProblems({ ...good, salary: 1 }, 'JobPosting')).toEqual(['JobPosting.salary: not a property of JobPosting']);
    expect(
      schemaProblems(
        {
          ...good,
          baseSalary: { '@type': 'MonetaryAmount', currency: 'CNY', value: { '@type': 'QuantitativeValue', unitText: 'MONTH' } },
        },
        'JobPosting',
      ),
    ).toEqual(['JobPosting.baseSalary.value: neither value nor minValue/maxValue']);
    expect(Object.keys(SCHEMA_RULES)).toEqual(
      expect.arrayContaining([
        'JobPosting',
        'Place',
        'PostalAddress',
        'MonetaryAmount',
        'QuantitativeValue',
        'Organization',
        'PropertyValue',
      ]),
    );
  });
});

describe('serializeJsonLd: safe inside a script element', () => {
  it('escapes <, >, & and line separators, and parses back to the same value', () => {
    const value = posting({ positionName: '店长</script><script>alert(1)</script>', address: 'A & B <!-- \u2028' }) as JsonLd;
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('jobPageHead', () => {
  it('titles the page {职位名称} - {城市}, describes it by its first lines, and names its canonical address', () => {
    const head = jobPageHead(JOB, 'https://jobs.example.com/recruit-web/candidate/social/jobDetail?id=PD20001', ORGANIZATION);
    expect(head).toMatchObject({
      title: '前端开发工程师 - 杭州市',
      description: '岗位职责 负责门户前端开发 优化页面性能',
      canonicalUrl: 'https://jobs.example.com/recruit-web/candidate/social/jobDetail?id=PD20001',
      type: 'article',
    });
    expect(head.jsonLd).toEqual(posting());
  });

  it('cuts a long description, collapses its white space, and carries no JSON-LD for a closed job', () => {
    const long = jobPageHead({ ...JOB, descriptionText: '负责'.repeat(100) }, 'https://x.example/', ORGANIZATION);
    expect(Array.from(long.description ?? '')).toHaveLength(DESCRIPTION_LENGTH);
    expect(jobPageHead({ ...JOB, descriptionText: ' 一\n 二 ' }, 'https://x.example/', ORGANIZATION).description).toBe('一 二');
    const closed = jobPageHead({ ...JOB, isValid: false }, 'https://x.example/', ORGANIZATION);
    expect(closed.title).toBe('前端开发工程师 - 杭州市');
    expect(closed.jsonLd).toBeUndefined();
  });
});
