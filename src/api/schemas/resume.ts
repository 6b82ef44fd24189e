import * as v from 'valibot';
import type {
  CertificateItem,
  EducationExperience,
  JobIntention,
  LanguageItem,
  ProjectExperience,
  Resume,
  ResumeAttachment,
  ResumeBasicInfo,
  ResumeDraft,
  ResumeInput,
  ResumeParseResult,
  ResumeParseStarted,
  SkillItem,
  WorkExperience,
} from '../types/resume';
import { booleanOr, id, list, oneOfOrNull, optionalNumber, optionalText, text, type Agree, type Out, type Same } from './fields';

const resumeType = v.picklist(['01', '02', '03', '04']);

export const resumeBasicInfoSchema = v.object({
  name: text,
  gender: oneOfOrNull([1, 2]),
  birthday: text,
  phone: text,
  email: text,
  currentCityCode: text,
  currentCityName: text,
  workYears: optionalNumber,
  highestEducationCode: text,
  highestEducationName: text,
  avatarUrl: optionalText,
});

export const jobIntentionSchema = v.object({
  expectedPosition: text,
  expectedCityCodes: list(v.string()),
  expectedCityNames: list(v.string()),
  functionCode: optionalText,
  expectedSalaryMin: optionalNumber,
  expectedSalaryMax: optionalNumber,
  jobStatus: text,
  arrivalTime: text,
});

export const educationSchema = v.object({
  id: optionalText,
  school: text,
  major: text,
  educationCode: text,
  educationName: text,
  startDate: text,
  endDate: text,
  isFullTime: booleanOr(true),
});

export const workSchema = v.object({
  id: optionalText,
  company: text,
  positionName: text,
  department: text,
  startDate: text,
  endDate: text,
  description: text,
});

export const projectSchema = v.object({
  id: optionalText,
  name: text,
  role: text,
  startDate: text,
  endDate: text,
  description: text,
});

export const skillSchema = v.object({ name: text, level: v.picklist([1, 2, 3, 4]) });
export const certificateSchema = v.object({ name: text, obtainDate: text });
export const languageSchema = v.object({ language: text, level: text });

export const attachmentSchema = v.object({ fileName: text, fileUrl: text, fileSize: v.number(), uploadTime: text });

/** A resume's sections: a missing list section is empty; the basic info and intention must be there. */
export const resumeInputSchema = v.object({
  id: optionalText,
  resumeType,
  basicInfo: resumeBasicInfoSchema,
  jobIntention: jobIntentionSchema,
  educations: list(educationSchema),
  works: list(workSchema),
  projects: list(projectSchema),
  skills: list(skillSchema),
  certificates: list(certificateSchema),
  languages: list(languageSchema),
  selfEvaluation: text,
  attachment: v.nullish(attachmentSchema, null),
});

export const resumeSchema = v.object({ ...resumeInputSchema.entries, id, updateTime: text });
/** `getMyResume`: null (or nothing) when the candidate has no resume of that type yet. */
export const resumeOrNullSchema = v.nullish(resumeSchema, null);

const partialResumeInput = v.partial(resumeInputSchema);

export const resumeDraftSchema = v.object({
  resumeType,
  content: v.nullish(partialResumeInput, () => ({})),
  updateTime: text,
});
export const resumeDraftOrNullSchema = v.nullish(resumeDraftSchema, null);

export const resumeParseStartedSchema = v.object({ uuid: id });

export const resumeParseResultSchema = v.object({
  uuid: id,
  status: v.picklist([0, -1, -2, -3, -4, 1, 2]),
  message: text,
  resume: v.optional(partialResumeInput),
});

export type ResumeSchemasAgree = Agree<
  [
    Same<Out<typeof resumeBasicInfoSchema>, ResumeBasicInfo>,
    Same<Out<typeof jobIntentionSchema>, JobIntention>,
    Same<Out<typeof educationSchema>, EducationExperience>,
    Same<Out<typeof workSchema>, WorkExperience>,
    Same<Out<typeof projectSchema>, ProjectExperience>,
    Same<Out<typeof skillSchema>, SkillItem>,
    Same<Out<typeof certificateSchema>, CertificateItem>,
    Same<Out<typeof languageSchema>, LanguageItem>,
    Same<Out<typeof attachmentSchema>, ResumeAttachment>,
    Same<Out<typeof resumeInputSchema>, ResumeInput>,
    Same<Out<typeof resumeSchema>, Resume>,
    Same<Out<typeof resumeOrNullSchema>, Resume | null>,
    Same<Out<typeof resumeDraftSchema>, ResumeDraft>,
    Same<Out<typeof resumeDraftOrNullSchema>, ResumeDraft | null>,
    Same<Out<typeof resumeParseStartedSchema>, ResumeParseStarted>,
    Same<Out<typeof resumeParseResultSchema>, ResumeParseResult>,
  ]
>;
