import * as v from 'valibot';
import type { Paged } from '../types/common';
import type { EvaluationDetail, EvaluationDimension, EvaluationSummary, RubricLevel } from '../types/evaluation';
import { id, list, oneOfOrNull, optionalNumber, paged, recruitType, text, type Agree, type Out, type Same } from './fields';

export const evaluationSummarySchema = v.object({
  id,
  candidateName: text,
  positionName: text,
  recruitType,
  interviewRound: text,
  interviewTime: text,
  status: oneOfOrNull([0, 1]),
  conclusion: oneOfOrNull([1, 2, 3]),
  score: optionalNumber,
});
export const evaluationPageSchema = paged(evaluationSummarySchema);

export const rubricLevelSchema = v.object({ score: v.number(), meaning: text });

export const evaluationDimensionSchema = v.object({
  code: id,
  name: text,
  score: optionalNumber,
  comment: text,
  // Lenient: a rubric that is missing or of the wrong shape reads as none, and the form shows its default meanings.
  rubric: v.fallback(list(rubricLevelSchema), []),
});

export const evaluationDetailSchema = v.object({
  ...evaluationSummarySchema.entries,
  // Strict here: the detail's status decides whether the form may still be filled in.
  status: v.picklist([0, 1]),
  // Lenient: without it the page still shows the form, and says the resume cannot be shown.
  positionCandidateId: text,
  candidatePhone: text,
  resumeId: text,
  educationName: text,
  workYears: optionalNumber,
  dimensions: list(evaluationDimensionSchema),
  comment: text,
  submitTime: text,
});

export type EvaluationSchemasAgree = Agree<
  [
    Same<Out<typeof evaluationSummarySchema>, EvaluationSummary>,
    Same<Out<typeof evaluationPageSchema>, Paged<EvaluationSummary>>,
    Same<Out<typeof rubricLevelSchema>, RubricLevel>,
    Same<Out<typeof evaluationDimensionSchema>, EvaluationDimension>,
    Same<Out<typeof evaluationDetailSchema>, EvaluationDetail>,
  ]
>;
