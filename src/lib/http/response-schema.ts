/**
 * What the client needs of a response schema: the Standard Schema v1 interface (standardschema.dev),
 * which valibot, zod and arktype schemas all implement. lib/http knows this interface only, never a
 * schema library; the schemas themselves live with the server's contract in `src/api/schemas/`.
 */
export interface ResponseSchema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
  };
}

export type SchemaResult<Output> =
  { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<SchemaIssue> };

export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** How many issues a report carries: enough to see the pattern, never a whole list's worth. */
const MAX_ISSUES = 5;

/** `list.3.salaryMin: Invalid type: …` lines, at most five, plus a count of the rest. */
export function summariseIssues(issues: ReadonlyArray<SchemaIssue>): string[] {
  const lines = issues.slice(0, MAX_ISSUES).map((issue) => {
    const path = (issue.path ?? []).map((item) => String(typeof item === 'object' ? item.key : item)).join('.');
    return `${path || '(data)'}: ${issue.message}`;
  });
  if (issues.length > MAX_ISSUES) lines.push(`…and ${issues.length - MAX_ISSUES} more`);
  return lines;
}

/** Validates `data`; resolves with the schema's output, or with the summarised issues. */
export async function validateResponse<T>(
  schema: ResponseSchema<T>,
  data: unknown,
): Promise<{ ok: true; value: T } | { ok: false; issues: string[] }> {
  const result = await schema['~standard'].validate(data);
  return result.issues ? { ok: false, issues: summariseIssues(result.issues) } : { ok: true, value: result.value };
}
