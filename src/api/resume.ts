import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { createQueryKeys, PREFETCHED_STALE_MS } from '@/lib/http/query-client';
import { http } from '@/lib/http';
import { fillPath } from './path';
import type { IdResult } from './types/common';
import type {
  Resume,
  ResumeDraft,
  ResumeInput,
  ResumeParseResult,
  ResumeParseStarted,
  ResumeType,
  SaveDraftRequest,
} from './types/resume';
import { idResultSchema } from './schemas/common';
import * as schemas from './schemas/resume';

export type * from './types/resume';
export { RESUME_TYPE_LABEL, RESUME_TYPE_OF_RECRUIT } from './types/resume';

export const RESUME_PATHS = {
  detail: '/resume/detail',
  byId: '/resume/:id/resume_detail',
  draft: '/resume/draft',
  parse: '/resume/parse',
  save: '/candidate/resume',
} as const;

/** For a caller that shows one message of its own around the call (rule HTTP-7). */
export interface QuietOption {
  noMessage?: boolean;
}

/**
 * The signed-in candidate's resume of a type (one per type), or without a type the latest updated one;
 * null when there is none yet.
 */
export function getMyResume(resumeType?: ResumeType, options?: QuietOption): Promise<Resume | null> {
  return http.get<Resume | null>(RESUME_PATHS.detail, {
    ...options,
    params: resumeType ? { resumeType } : undefined,
    schema: schemas.resumeOrNullSchema,
  });
}

/** A resume by id (own resume, or a friend's resume for staff). */
export function getResumeById(id: string): Promise<Resume> {
  return http.get<Resume>(fillPath(RESUME_PATHS.byId, { id }), { schema: schemas.resumeSchema });
}

/** The saved draft, or null. */
export function getResumeDraft(): Promise<ResumeDraft | null> {
  return http.get<ResumeDraft | null>(RESUME_PATHS.draft, { schema: schemas.resumeDraftOrNullSchema });
}

/** Saves the draft (replaces the previous one). */
export function saveResumeDraft(body: SaveDraftRequest): Promise<ResumeDraft> {
  return http.post<ResumeDraft>(RESUME_PATHS.draft, body, { schema: schemas.resumeDraftSchema });
}

/**
 * Uploads a resume file for parsing under a client-generated uuid (32 hex). The file name also
 * travels in the query so the server can log it without reading the form.
 */
export function uploadResumeForParse(uuid: string, file: File, options?: QuietOption): Promise<ResumeParseStarted> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<ResumeParseStarted>(RESUME_PATHS.parse, form, {
    ...options,
    params: { uuid, fileName: file.name },
    schema: schemas.resumeParseStartedSchema,
  });
}

/** Polls the parse status of an upload. */
export function getResumeParseResult(uuid: string, options?: QuietOption): Promise<ResumeParseResult> {
  return http.get<ResumeParseResult>(RESUME_PATHS.parse, {
    ...options,
    params: { uuid },
    schema: schemas.resumeParseResultSchema,
  });
}

/** Creates (no id) or updates (with id) the candidate's resume; clears the draft. */
export function saveResume(body: ResumeInput, options?: QuietOption): Promise<IdResult> {
  return http.post<IdResult>(RESUME_PATHS.save, body, { ...options, schema: idResultSchema });
}

// Server state.

export const resumeKeys = createQueryKeys('resume');

export const resumeQueries = {
  /** The signed-in candidate's resume of a type (null when there is none yet). */
  mine: (resumeType: ResumeType, enabled = true) =>
    queryOptions({
      queryKey: resumeKeys.custom('mine', resumeType),
      queryFn: () => getMyResume(resumeType),
      enabled,
      staleTime: PREFETCHED_STALE_MS,
    }),
  /** A resume by id: a friend's resume for staff (resume management, refer a friend). */
  byId: (id: string, enabled = true) =>
    queryOptions({ queryKey: resumeKeys.detail(id), queryFn: () => getResumeById(id), enabled: enabled && Boolean(id) }),
  /** The server draft (null when there is none); read once per visit, the local draft covers the typing. */
  draft: (enabled = true) =>
    queryOptions({ queryKey: resumeKeys.custom('draft'), queryFn: getResumeDraft, enabled, staleTime: Infinity }),
  /** The parse status of an upload: polled while parsing, read once to prefill the form when finished. */
  parse: (uuid: string | undefined) =>
    queryOptions({
      queryKey: resumeKeys.custom('parse', uuid ?? ''),
      queryFn: () => getResumeParseResult(uuid ?? ''),
      enabled: Boolean(uuid),
    }),
};

export const resumeMutations = {
  /**
   * Saves the resume; every resume query is refreshed. Not awaited: the page may move on (to the delivery page)
   * at once, and whatever shows a resume next finds the refetch in flight.
   */
  save: () =>
    mutationOptions({
      mutationFn: (body: ResumeInput) => saveResume(body),
      onSuccess: (_result, _body, _context, { client }) => {
        void client.invalidateQueries({ queryKey: resumeKeys.all });
      },
    }),
  /** Saves the server draft; nothing to refresh (the draft is read once per visit). */
  saveDraft: () => mutationOptions({ mutationFn: (body: SaveDraftRequest) => saveResumeDraft(body) }),
};
