import * as v from 'valibot';
import { RECRUIT_TYPES } from '@/lib/config/recruit-types';
import { reportError } from '@/lib/error-reporting';
import type { Paged } from '../types/common';
import type { RecommendLevel } from '../types/points';

/**
 * The field rules every response schema is built from (docs/decisions/024). Lenient where something
 * sensible can still be shown — a missing text is empty, a missing number is null ("--", rule CONST-9),
 * a missing list is empty — and strict where nothing can: identifiers, codes that pick a label or a
 * route, and the shape of the answer itself.
 */

/** An identifier: a non-empty string, or a number (a server's long id) as its decimal string. Strict. */
export const id = v.pipe(
  v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]),
  v.transform((value) => String(value)),
);

/** Text to show (names, dates, HTML fragments): a number becomes its string; missing or null is ''. */
export const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);

/** Optional text (`field?: string`): missing or null leaves the field out. */
export const optionalText = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((value) => (value === null || value === undefined ? undefined : String(value))),
);

/**
 * A figure to show (`number | null`): missing, null, a string or anything else that is not a finite number reads as
 * null, shown as "--" (decisions 11). Never fails the answer (docs/decisions/024, issue 19).
 */
export const optionalNumber = v.fallback(v.nullish(v.pipe(v.number(), v.finite()), null), null);

/**
 * A list of rows: missing or null is empty. A row that fails its schema (no id, a code that picks a route) is left out
 * and reported; the other rows show. Only a list whose every row fails is malformed: then the server's answer has
 * changed, not one row of it.
 */
export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(rows(item), () => []);
}

function rows<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const kept: v.InferOutput<TItem>[] = [];
      const dropped: Array<{ index: number; issues: string[] }> = [];
      dataset.value.forEach((row, index) => {
        const result = v.safeParse(item, row);
        if (result.success) kept.push(result.output);
        else dropped.push({ index, issues: result.issues.slice(0, 3).map(describeIssue) });
      });
      if (dropped.length > 0 && kept.length === 0) {
        const first = v.safeParse(item, dataset.value[0]);
        for (const issue of first.issues ?? [])
          addIssue({ message: issue.message, path: [rowPath(dataset.value, 0), ...(issue.path ?? [])] });
        return NEVER;
      }
      if (dropped.length > 0) reportError(new Error('Rows left out of an answer'), { kind: 'rows-dropped', dropped });
      return kept;
    }),
  );
}

function rowPath(input: unknown[], key: number): v.ArrayPathItem {
  return { type: 'array', origin: 'value', input, key, value: input[key] };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * One of the given values (a status, a reason, a gender), or null when missing or unknown: shown as "--" rather than
 * failing the answer (issue 19). Codes that pick a route or decide what the user may do stay strict (`v.picklist`).
 */
export function oneOfOrNull<const TOptions extends v.PicklistOptions>(options: TOptions) {
  return v.fallback(v.nullish(v.picklist(options), null), null);
}

/**
 * A referral level (rule STATE-17): 1–5, or null when missing, out of range or not a number. A null level is drawn in
 * level 1's colour with the name the server sent, or "--".
 */
export const recommendLevel = v.fallback(
  v.nullish(v.picklist([1, 2, 3, 4, 5] as const satisfies readonly RecommendLevel[]), null),
  null,
);

/** 0 / 1 flags as the server sends them. */
export const flag = v.picklist([0, 1]);

/** A boolean; missing or null takes the given default (only where the default is harmless). */
export function booleanOr(fallback: boolean) {
  return v.nullish(v.boolean(), fallback);
}

/** Recruit types (rule CONST-2): the registry's. */
export const recruitType = v.picklist(RECRUIT_TYPES);

/**
 * A page of a list. A missing or null answer or list reads as an empty page, total 0 whatever the total
 * said (servers answer `data: null` for "nothing found"); a missing total is the list's length. A page
 * that is not an object (a string, an array) is malformed.
 */
export function paged<TItem extends v.GenericSchema>(item: TItem): v.GenericSchema<unknown, Paged<v.InferOutput<TItem>>> {
  const page = v.object({
    list: v.nullish(rows(item)),
    total: v.nullish(v.number()),
    page: v.nullish(v.number()),
    pageSize: v.nullish(v.number()),
  });
  return v.pipe(
    v.nullish(page),
    v.transform((value) => {
      const items: v.InferOutput<TItem>[] = value?.list ?? [];
      return {
        list: items,
        total: value?.list ? (value.total ?? items.length) : 0,
        page: value?.page ?? 1,
        pageSize: value?.pageSize ?? DEFAULT_PAGE_SIZE,
      };
    }),
  );
}

/** The server's page size when a call names none. */
const DEFAULT_PAGE_SIZE = 10;

/**
 * Compile-time check that a schema's output and a contract type agree both ways (a field missing from
 * either side fails the type check). Used as `export type Checks = Agree<[Same<Out<typeof s>, T>, …]>`.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Agree<T extends readonly true[]> = T;
export type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** An optional field (`field?: T`): missing or null leaves it out. */
export function omittedIfMissing<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
}
