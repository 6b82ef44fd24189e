import type { BusinessName } from '@/lib/config/business';
import { homePath, loginPath } from '@/lib/config/paths';
import { removeSavedSearchesOf } from '@/lib/saved-searches/saved-search-store';
import { removeDraftsOf } from '@/lib/storage';
import { assignLocation } from './navigation';
import { clearSsoStates } from './sso-state';
import { clearTokenCookies } from './token';
import { clearStoredUserInfo, readStoredUserInfo } from './user-storage';

/**
 * Logs out of a business (rule AUTH-8): removes the user's local drafts, saved searches and this tab's visitor drafts (when the
 * tab no longer knows whose session it was, every draft: docs/decisions/052), its pending sign-in states, token
 * cookies and user info; then a candidate lands on candidate home, staff and interviewers on their login page
 * (which starts the sign-in). A full navigation, so no data of the signed-out user stays in memory either.
 */
export function logout(business: BusinessName): void {
  const ucId = readStoredUserInfo(business)?.ucId || undefined;
  removeDraftsOf(ucId);
  // Saved searches leave with their owner too (docs/decisions/070).
  removeSavedSearchesOf(business, ucId);
  clearSsoStates();
  clearTokenCookies(business);
  clearStoredUserInfo();
  assignLocation(business === 'candidate' ? homePath('candidate') : loginPath(business));
}
