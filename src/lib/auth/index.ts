/**
 * lib/auth — sign-in and session (rules AUTH-1–AUTH-14; LINK-9): token cookies, the SSO redirect,
 * safe redirects, log out, user info, the route guard and the device id.
 */
export { AuthGuard, type AuthGuardProps } from './auth-guard';
export { decodeBase64Utf8, encodeBase64Utf8 } from './base64';
export { BROWSER_ID_KEY, browserId } from './browser-id';
export { formatUserLabel } from './format-user-label';
export { logout } from './logout';
export { assignLocation, currentPathAndQuery, replaceLocation } from './navigation';
export {
  buildAuthorizeUrl,
  isLoginPath,
  isSafeRedirect,
  redirectToLogin,
  safeRedirectTarget,
  type AuthorizeOptions,
} from './redirect';
export { clearSsoStates, createSsoState, isExpectedSsoState, SSO_STATE_KEY, SSO_STATE_TTL_MS } from './sso-state';
export { canEnter, requireLogin } from './require-login';
export { isTechCentre, type DepartmentPositionCodes, type ProfileWithDepartmentCodes } from './tech-centre';
export { clearTokenCookies, getToken, setTokenCookies, tokenExpiryMs } from './token';
export { clearStoredUserInfo, readStoredUserInfo, saveUserInfo, USER_INFO_KEY, type UserInfo } from './user-storage';
