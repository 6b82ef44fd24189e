import * as v from 'valibot';
import { reportError } from '@/lib/error-reporting';
import { APPLY_END_RESULTS, APPLY_STAGES, type ApplyEnd, type ApplyRecord, type ApplyStage } from '../types/applications';
import type { Paged } from '../types/common';
import { booleanOr, id, optionalText, paged, recruitType, text, type Agree, type Out, type Same } from './fields';

/**
 * The stages of an application are shown whole or not at all (issue 22): a stage or an end the page cannot name
 * would leave a gap in the path the application took, so those codes are strict inside them. A missing date only
 * loses that date.
 */
export const applyStageSchema = v.object({ stage: v.picklist(APPLY_STAGES), time: text });
export const applyEndSchema = v.object({ result: v.picklist(APPLY_END_RESULTS), time: text });
const progressSchema = v.object({ stages: v.array(applyStageSchema), end: v.nullish(applyEndSchema, null) });

type Progress = { stages: ApplyStage[] | null; end: ApplyEnd | null };

/**
 * Lenient per record (decision 024): no stages is no timeline; stages or an end of the wrong shape are no timeline
 * either — reported (`stages-dropped`), while the record shows its status text as before. Never fails the list.
 */
function readProgress(stages: unknown, end: unknown): Progress {
  if (stages === null || stages === undefined) {
    if (end !== null && end !== undefined)
      reportError(new Error('An application end without stages was left out'), { kind: 'stages-dropped' });
    return { stages: null, end: null };
  }
  const result = v.safeParse(progressSchema, { stages, end });
  if (result.success) return result.output;
  reportError(new Error('Application stages of the wrong shape were left out'), {
    kind: 'stages-dropped',
    issues: result.issues.slice(0, 3).map((issue) => issue.message),
  });
  return { stages: null, end: null };
}

export const applyRecordSchema = v.pipe(
  v.object({
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
    stages: v.optional(v.unknown()),
    end: v.optional(v.unknown()),
  }),
  v.transform(({ stages, end, ...record }): ApplyRecord => ({ ...record, ...readProgress(stages, end) })),
);

export const applyRecordPageSchema = paged(applyRecordSchema);

export type ApplicationSchemasAgree = Agree<
  [
    Same<Out<typeof applyStageSchema>, ApplyStage>,
    Same<Out<typeof applyEndSchema>, ApplyEnd>,
    Same<Out<typeof applyRecordSchema>, ApplyRecord>,
    Same<Out<typeof applyRecordPageSchema>, Paged<ApplyRecord>>,
  ]
>;
