import type { BusinessName } from '@/lib/config/business';
import { homePath, loginPath } from '@/lib/config/paths';
import { assignLocation } from './navigation';
import { clearTokenCookies } from './token';
import { clearStoredUserInfo } from './user-storage';

/**
 * Logs out of a business (rule AUTH-8): clears its token cookies and the user info, then a candidate
 * lands on candidate home, staff and interviewers on their login page (which starts the sign-in).
 * A full navigation, so no data of the signed-out user stays in memory.
 */
export function logout(business: BusinessName): void {
  clearTokenCookies(business);
  clearStoredUserInfo();
  assignLocation(business === 'candidate' ? homePath('candidate') : loginPath(business));
}
