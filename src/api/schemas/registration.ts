import * as v from 'valibot';
import type { PositionCandidateResume } from '../types/registration';
import { id, text, type Agree, type Out, type Same } from './fields';
import { resumeSchema } from './resume';

export const positionCandidateResumeSchema = v.object({
  positionCandidateId: id,
  activityId: id,
  activityName: text,
  positionDemandId: id,
  positionName: text,
  resume: resumeSchema,
});

export type RegistrationSchemasAgree = Agree<[Same<Out<typeof positionCandidateResumeSchema>, PositionCandidateResume>]>;
