import * as v from 'valibot';
import type { ApplyRecord } from '../types/applications';
import type { Paged } from '../types/common';
import { booleanOr, id, paged, recruitType, text, type Agree, type Out, type Same } from './fields';

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
});

export const applyRecordPageSchema = paged(applyRecordSchema);

export type ApplicationSchemasAgree = Agree<
  [Same<Out<typeof applyRecordSchema>, ApplyRecord>, Same<Out<typeof applyRecordPageSchema>, Paged<ApplyRecord>>]
>;
