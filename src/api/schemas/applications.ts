import * as v from 'valibot';
import type { ApplyRecord } from '../types/applications';
import type { Paged } from '../types/common';
import { booleanOr, id, optionalText, paged, recruitType, text, type Agree, type Out, type Same } from './fields';

export const applyRecordSchema = v.object({
  id,
  positionDemandId: id,
  positionId: id,
  positionName: text,
  recruitType,
  cityName: text,
  targetDepartName: text,
  applyTime: text,
  source: v.picklist([0, 1, 2, 3]),
  statusText: text,
  positionValid: booleanOr(true),
  // Lenient: a registration id the page cannot use only takes away the "修改报名信息" link, never the records.
  positionCandidateId: optionalText,
});

export const applyRecordPageSchema = paged(applyRecordSchema);

export type ApplicationSchemasAgree = Agree<
  [Same<Out<typeof applyRecordSchema>, ApplyRecord>, Same<Out<typeof applyRecordPageSchema>, Paged<ApplyRecord>>]
>;
