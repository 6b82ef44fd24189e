import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { createQueryKeys } from '@/lib/http/query-client';
import { fillPath } from './path';
import type { IdResult } from './types/common';
import type { PositionCandidateResume, UpdatePositionCandidateResumeRequest } from './types/registration';
import * as schemas from './schemas/registration';
import { idResultSchema } from './schemas/common';

export type * from './types/registration';

/**
 * A special-session registration (the server's "position candidate") and the resume registered with it: corrected by
 * the candidate on the campus modification page, read by the interviewer beside the evaluation form.
 */
export const REGISTRATION_PATHS = {
  resume: '/position_candidate/:positionCandidateId/resume',
} as const;

/**
 * A registration's resume. The modification page asks quietly (`noMessage`): an unknown id is its "not found" state
 * and it shows every failure itself; the interview's resume panel keeps the generic toast.
 */
export function getPositionCandidateResume(
  positionCandidateId: string,
  options: { noMessage?: boolean } = {},
): Promise<PositionCandidateResume> {
  return http.get<PositionCandidateResume>(fillPath(REGISTRATION_PATHS.resume, { positionCandidateId }), {
    noMessage: options.noMessage,
    schema: schemas.positionCandidateResumeSchema,
  });
}

/**
 * Updates a registration's resume; the caller shows its own errors (rule API-10: no generic toast). A failure still
 * rejects with a typed HttpError (rule HTTP-7).
 */
export function updatePositionCandidateResume(
  positionCandidateId: string,
  body: UpdatePositionCandidateResumeRequest,
): Promise<IdResult | undefined> {
  return http.put<IdResult | undefined>(fillPath(REGISTRATION_PATHS.resume, { positionCandidateId }), body, {
    noMessage: true,
    schema: idResultSchema,
  });
}

// Server state.

export const registrationKeys = createQueryKeys('registration');

export const registrationQueries = {
  /** Asked quietly: the modification page shows every failure itself. */
  resume: (positionCandidateId: string | undefined) =>
    queryOptions({
      queryKey: registrationKeys.detail(positionCandidateId ?? ''),
      queryFn: () => getPositionCandidateResume(positionCandidateId ?? '', { noMessage: true }),
      enabled: Boolean(positionCandidateId),
    }),
};

export const registrationMutations = {
  /** Saves a registration's resume; the registration is read again, so a reload shows what was saved. */
  updateResume: (positionCandidateId: string) =>
    mutationOptions({
      mutationFn: (body: UpdatePositionCandidateResumeRequest) => updatePositionCandidateResume(positionCandidateId, body),
      onSuccess: (_result, _body, _context, { client }) =>
        client.invalidateQueries({ queryKey: registrationKeys.detail(positionCandidateId) }),
    }),
};
