import * as v from 'valibot';
import type { Paged } from '../types/common';

/**
 * The field rules every response schema is built from (docs/decisions/018). Lenient where something
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

/** A number that may be missing (`number | null`): null, shown as "--". */
export const optionalNumber = v.nullish(v.number(), null);

/** A list: missing or null is empty; anything else must be an array of valid items. */
export function list<TItem extends v.GenericSchema>(item: TItem) {
  return v.nullish(v.array(item), () => []);
}

/** One of the given values, or null when missing. */
export function oneOfOrNull<const TOptions extends v.PicklistOptions>(options: TOptions) {
  return v.nullish(v.picklist(options), null);
}

/** 0 / 1 flags as the server sends them. */
export const flag = v.picklist([0, 1]);

/** A boolean; missing or null takes the given default (only where the default is harmless). */
export function booleanOr(fallback: boolean) {
  return v.nullish(v.boolean(), fallback);
}

/** Recruit types (rule CONST-2). */
export const recruitType = v.picklist(['social', 'school', 'shop']);

/**
 * A page of a list. A missing or null answer or list reads as an empty page, total 0 whatever the total
 * said (servers answer `data: null` for "nothing found"); a missing total is the list's length. A page
 * that is not an object (a string, an array) is malformed.
 */
export function paged<TItem extends v.GenericSchema>(item: TItem): v.GenericSchema<unknown, Paged<v.InferOutput<TItem>>> {
  const page = v.object({
    list: v.nullish(v.array(item)),
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
