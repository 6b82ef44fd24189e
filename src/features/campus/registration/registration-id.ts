/** The route of the page (rule CAMPUS-1: non-exact, so `modificationRegistration/{id}` reaches it too). */
const SEGMENT = 'modificationRegistration';

/**
 * The registration (position candidate) a modification is for: `?positionCandidateId=` wins, else the path segment
 * after `modificationRegistration/`. Blank, or a segment that is not one id, reads as none.
 */
export function positionCandidateIdOf(pathname: string, search: string): string | undefined {
  const fromQuery = new URLSearchParams(search).get('positionCandidateId')?.trim();
  if (fromQuery) return fromQuery;
  const parts = pathname.split('/');
  const at = parts.indexOf(SEGMENT);
  const rest = at === -1 ? [] : parts.slice(at + 1).filter(Boolean);
  if (rest.length !== 1) return undefined;
  try {
    return decodeURIComponent(rest[0] as string).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The local draft of one registration's resume (rule DRAFT-1), per account (the key's user part) and registration. */
export function registrationDraftFormId(positionCandidateId: string): string {
  return `modification-registration-${positionCandidateId}`;
}
