import * as v from 'valibot';
import type { ConfigEntry, DictGroup, DictItem } from '../types/config';
import { id, list, omittedIfMissing, optionalText, text, type Agree, type Out, type Same } from './fields';

/** A config entry without a value is skipped by its readers (e.g. hot words): lenient. */
export const configEntrySchema = v.object({ code: text, value: text, sort: omittedIfMissing(v.number()) });
export const configEntryListSchema = list(configEntrySchema);

export const dictItemSchema = v.object({
  code: id,
  name: text,
  parentCode: optionalText,
  sort: omittedIfMissing(v.number()),
  disabled: omittedIfMissing(v.boolean()),
  isEnabled: omittedIfMissing(v.boolean()),
});
export const dictItemListSchema = list(dictItemSchema);

export const dictGroupSchema = v.object({ dictTypeCode: id, items: list(dictItemSchema) });
export const dictGroupListSchema = list(dictGroupSchema);

export type ConfigSchemasAgree = Agree<
  [
    Same<Out<typeof configEntrySchema>, ConfigEntry>,
    Same<Out<typeof dictItemSchema>, DictItem>,
    Same<Out<typeof dictGroupSchema>, DictGroup>,
  ]
>;
