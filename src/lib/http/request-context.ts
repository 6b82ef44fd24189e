import Cookies from 'js-cookie';
import { DEFAULT_RECRUIT_TYPE, RECRUIT_TYPE_REGISTRY, type BusinessInfo, type RecruitTypeFact } from '@/lib/config/business';
import { config } from '@/lib/config/env';
import { getToken } from '@/lib/auth/token';
import { readStoredUserInfo } from '@/lib/auth/user-storage';
import { safeLocalStorage } from '@/lib/storage';

/**
 * The page's recruit_type_code (rule HTTP-3, decision 10): its type's registry row (`campus` for school, `social` for
 * social and shop), the default type's on a candidate or interview page without one, none on a staff page without one.
 */
export function recruitTypeCodeOf(info: BusinessInfo): RecruitTypeFact<'recruitTypeCode'> | undefined {
  if (info.recruitType === undefined && info.businessName === 'staff') return undefined;
  return RECRUIT_TYPE_REGISTRY[info.recruitType ?? DEFAULT_RECRUIT_TYPE].recruitTypeCode;
}

/** The page's ClientCode (rule HTTP-2): its type's registry row (`CAMPUS` for school, else `RECRUIT`), else the default type's. */
export function clientCodeOf(info: BusinessInfo): RecruitTypeFact<'clientCode'> {
  return RECRUIT_TYPE_REGISTRY[info.recruitType ?? DEFAULT_RECRUIT_TYPE].clientCode;
}

function localTenantId(): string | null {
  try {
    return safeLocalStorage()?.getItem('TenantId') ?? null;
  } catch {
    return null;
  }
}

/** Tenant id: cookie `cookieTenantId`, else local storage `TenantId`, else the configured tenant (rule AUTH-12). */
export function tenantId(): string {
  return Cookies.get('cookieTenantId') || localTenantId() || config.tenantId;
}

/** `Bearer {token}` for the business's token, or undefined without a valid token. */
export function authorizationOf(info: BusinessInfo): string | undefined {
  const token = getToken(info.businessName);
  return token ? `Bearer ${token}` : undefined;
}

/** The headers every call carries (rule HTTP-2); a caller's own headers win. */
export function commonHeaders(info: BusinessInfo): Record<string, string> {
  const headers: Record<string, string> = {
    'pp-userid': readStoredUserInfo(info.businessName)?.ucId ?? '',
    ClientCode: clientCodeOf(info),
    TenantId: tenantId(),
  };
  const authorization = authorizationOf(info);
  if (authorization) headers.Authorization = authorization;
  return headers;
}

/** The timestamp `t` every call carries, the keep-alive tracking post included (rule HTTP-3). */
export function timestampQuery(): { t: number } {
  return { t: Date.now() };
}

/** The query every call carries: recruit_type_code (when it applies) and the timestamp `t`. */
export function commonQuery(info: BusinessInfo): Record<string, string | number> {
  const code = recruitTypeCodeOf(info);
  return { ...(code ? { recruit_type_code: code } : {}), ...timestampQuery() };
}
