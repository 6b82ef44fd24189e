import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyResume,
  getResumeDraft,
  getResumeParseResult,
  saveResume,
  saveResumeDraft,
  type ResumeInput,
  type ResumeType,
  type SaveDraftRequest,
} from '@/api/resume';
import { getCityCodes, type CityNode } from '@/api/positions';
import { createQueryKeys } from '@/lib/http/query-client';

export const resumeKeys = createQueryKeys('resume');

/** The signed-in candidate's resume of a type (null when there is none yet). */
export function useMyResume(resumeType: ResumeType, enabled = true) {
  return useQuery({ queryKey: resumeKeys.custom('mine', resumeType), queryFn: () => getMyResume(resumeType), enabled });
}

/** The server draft (null when there is none). */
export function useResumeDraft(enabled = true) {
  return useQuery({ queryKey: resumeKeys.custom('draft'), queryFn: getResumeDraft, enabled, staleTime: Infinity });
}

/** The result of a finished parse, read once to prefill the form. */
export function useParsedResume(uuid: string | undefined) {
  return useQuery({
    queryKey: resumeKeys.custom('parse', uuid),
    queryFn: () => getResumeParseResult(uuid ?? ''),
    enabled: Boolean(uuid),
    staleTime: Infinity,
  });
}

/** Saves the resume and refreshes every resume query. */
export function useSaveResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResumeInput) => saveResume(body),
    onSuccess: () => client.invalidateQueries({ queryKey: resumeKeys.all }),
  });
}

/** Saves the server draft; errors stay quiet because the local draft already keeps the values. */
export function useSaveResumeDraft() {
  return useMutation({ mutationFn: (body: SaveDraftRequest) => saveResumeDraft(body) });
}

/** The province → city → area tree used by the city pickers. */
export function useCityTree() {
  return useQuery<CityNode[]>({ queryKey: ['positions', 'cityCode'], queryFn: getCityCodes, staleTime: Infinity });
}
