/**
 * The schema.org types a JobPosting of the portal uses, with Google's rules for job postings
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): which properties are required, which
 * recommended, and what each holds. A property missing from its type's table is not allowed.
 */
export type Expected =
  | 'Text'
  | 'HTML'
  | 'Date'
  | 'Number'
  | 'Boolean'
  | 'URL'
  | 'CountryCode'
  | 'EmploymentType'
  | 'UnitText'
  | 'Currency'
  | `@${string}`;

interface PropertyRule {
  expects: Expected;
  required?: true;
}

export const SCHEMA_RULES: Record<string, Record<string, PropertyRule>> = {
  JobPosting: {
    title: { expects: 'Text', required: true },
    description: { expects: 'HTML', required: true },
    datePosted: { expects: 'Date', required: true },
    hiringOrganization: { expects: '@Organization', required: true },
    jobLocation: { expects: '@Place', required: true },
    validThrough: { expects: 'Date' },
    employmentType: { expects: 'EmploymentType' },
    baseSalary: { expects: '@MonetaryAmount' },
    identifier: { expects: '@PropertyValue' },
    directApply: { expects: 'Boolean' },
  },
  Organization: { name: { expects: 'Text', required: true }, sameAs: { expects: 'URL' }, logo: { expects: 'URL' } },
  Place: { address: { expects: '@PostalAddress', required: true } },
  PostalAddress: {
    streetAddress: { expects: 'Text' },
    addressLocality: { expects: 'Text', required: true },
    addressRegion: { expects: 'Text' },
    postalCode: { expects: 'Text' },
    addressCountry: { expects: 'CountryCode', required: true },
  },
  MonetaryAmount: { currency: { expects: 'Currency', required: true }, value: { expects: '@QuantitativeValue', required: true } },
  QuantitativeValue: {
    value: { expects: 'Number' },
    minValue: { expects: 'Number' },
    maxValue: { expects: 'Number' },
    unitText: { expects: 'UnitText', required: true },
  },
  PropertyValue: { name: { expects: 'Text', required: true }, value: { expects: 'Text', required: true } },
};

const CHECKS: Record<Exclude<Expected, `@${string}`>, (value: unknown) => boolean> = {
  Text: (value) => typeof value === 'string' && value.trim() !== '',
  HTML: (value) => typeof value === 'string' && value.trim() !== '',
  Date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value),
  Number: (value) => typeof value === 'number' && Number.isFinite(value),
  Boolean: (value) => typeof value === 'boolean',
  URL: (value) => typeof value === 'string' && /^https?:\/\//.test(value),
  CountryCode: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
  EmploymentType: (value) =>
    typeof value === 'string' &&
    ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'].includes(value),
  UnitText: (value) => typeof value === 'string' && ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(value),
  Currency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
};

/** Every breach of the rules in a JSON-LD node of the given type (and the nodes inside it), as readable lines. */
export function schemaProblems(node: unknown, type: string, at = type): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [`${at}: not an object`];
  const record = node as Record<string, unknown>;
  const rules = SCHEMA_RULES[type];
  if (!rules) return [`${at}: no rules for ${type}`];
  const problems: string[] = [];
  if (record['@type'] !== type) problems.push(`${at}: @type ${String(record['@type'])}, expected ${type}`);
  for (const [key, value] of Object.entries(record)) {
    if (key === '@type' || (key === '@context' && at === type && value === 'https://schema.org/')) continue;
    const rule = rules[key];
    if (!rule) {
      problems.push(`${at}.${key}: not a property of ${type}`);
      continue;
    }
    if (rule.expects.startsWith('@')) problems.push(...schemaProblems(value, rule.expects.slice(1), `${at}.${key}`));
    else if (!CHECKS[rule.expects as Exclude<Expected, `@${string}`>](value)) problems.push(`${at}.${key}: not ${rule.expects}`);
  }
  for (const [key, rule] of Object.entries(rules))
    if (rule.required && !(key in record)) problems.push(`${at}.${key}: required, missing`);
  if (type === 'QuantitativeValue' && !['value', 'minValue', 'maxValue'].some((key) => key in record))
    problems.push(`${at}: neither value nor minValue/maxValue`);
  return problems;
}
