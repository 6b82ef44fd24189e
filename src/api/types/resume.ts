// Relative, not '@/…': e2e specs import this file directly, outside Vite's aliases; the registry imports nothing.
import { recruitTypeFacts, type RecruitType } from '../../lib/config/recruit-types';

/**
 * Resume types (rule STATE-12: 01 to 04). Meaning chosen by us: 01 social, 02 campus, 03 shop (short form),
 * 04 attachment-only (an uploaded file with a few basic fields).
 */
export type ResumeType = '01' | '02' | '03' | '04';
export const RESUME_TYPE_LABEL: Record<ResumeType, string> = {
  '01': '社招简历',
  '02': '校招简历',
  '03': '门店简历',
  '04': '附件简历',
};

/** Resume entry source (rule STATE-11). */
export type ResumeEntrySource = 'delivery' | 'updateResume' | 'modificationRegistration';

/** 1 male, 2 female. */
export type Gender = 1 | 2;

export interface ResumeBasicInfo {
  name: string;
  gender: Gender | null;
  /** YYYY-MM */
  birthday: string;
  phone: string;
  email: string;
  /** City tree code of the current residence. */
  currentCityCode: string;
  currentCityName: string;
  /** Years of work experience; 0 for fresh graduates. */
  workYears: number | null;
  highestEducationCode: string;
  highestEducationName: string;
  avatarUrl?: string;
}

export interface JobIntention {
  expectedPosition: string;
  expectedCityCodes: string[];
  expectedCityNames: string[];
  functionCode?: string;
  /** Monthly, in yuan. */
  expectedSalaryMin: number | null;
  expectedSalaryMax: number | null;
  /** e.g. "在职，考虑机会", "离职，随时到岗". */
  jobStatus: string;
  /** e.g. "一周内", "一个月内". */
  arrivalTime: string;
}

/** Dates are YYYY-MM; an empty endDate means "至今" (till now). */
export interface EducationExperience {
  id?: string;
  school: string;
  major: string;
  educationCode: string;
  educationName: string;
  startDate: string;
  endDate: string;
  isFullTime: boolean;
}

export interface WorkExperience {
  id?: string;
  company: string;
  positionName: string;
  department: string;
  startDate: string;
  endDate: string;
  description: string;
}

export interface ProjectExperience {
  id?: string;
  name: string;
  role: string;
  startDate: string;
  endDate: string;
  description: string;
}

export interface SkillItem {
  name: string;
  /** 1 basic … 4 expert. */
  level: 1 | 2 | 3 | 4;
}

export interface CertificateItem {
  name: string;
  /** YYYY-MM */
  obtainDate: string;
}

export interface LanguageItem {
  language: string;
  /** e.g. "CET-6", "熟练". */
  level: string;
}

export interface ResumeAttachment {
  fileName: string;
  fileUrl: string;
  /** Bytes. */
  fileSize: number;
  /** YYYY-MM-DD HH:mm:ss */
  uploadTime: string;
}

/** The resume body as the app sends it (create, update, draft, friend's resume). */
export interface ResumeInput {
  /** Present when updating. */
  id?: string;
  resumeType: ResumeType;
  basicInfo: ResumeBasicInfo;
  jobIntention: JobIntention;
  educations: EducationExperience[];
  works: WorkExperience[];
  projects: ProjectExperience[];
  skills: SkillItem[];
  certificates: CertificateItem[];
  languages: LanguageItem[];
  selfEvaluation: string;
  attachment: ResumeAttachment | null;
}

/** A stored resume. */
export interface Resume extends ResumeInput {
  id: string;
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: string;
}

/** A draft: any part of a resume, saved while the form is filled in (rule DRAFT-5). */
export interface ResumeDraft {
  resumeType: ResumeType;
  content: Partial<ResumeInput>;
  /** YYYY-MM-DD HH:mm:ss */
  updateTime: string;
}

export interface SaveDraftRequest {
  resumeType: ResumeType;
  content: Partial<ResumeInput>;
}

/** Resume parse status (rule STATE-4): 0 loading; -1…-4 error; 1, 2 success. */
export type ResumeParseStatus = 0 | -1 | -2 | -3 | -4 | 1 | 2;

/**
 * Parse result. Error meanings chosen by us: -1 unsupported file, -2 unreadable file, -3 no resume
 * content recognised, -4 parsing service unavailable. 1 fully parsed, 2 partly parsed (check the form).
 */
export interface ResumeParseResult {
  uuid: string;
  status: ResumeParseStatus;
  message: string;
  /** Present for statuses 1 and 2. */
  resume?: Partial<ResumeInput>;
}

/** Acknowledgement of an upload for parsing; poll GET /resume/parse with the uuid. */
export interface ResumeParseStarted {
  uuid: string;
}

/** The resume type a recruit type delivers and edits (01 social, 02 campus, 03 shop; see ResumeType): the registry's. */
export const RESUME_TYPE_OF_RECRUIT = recruitTypeFacts('resumeType') satisfies Record<RecruitType, ResumeType>;
