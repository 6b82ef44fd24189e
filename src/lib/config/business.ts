import { config } from './env';
import { recruitTypeFacts, RECRUIT_TYPES, type RecruitType } from './recruit-types';

/** The three business areas of the portal (rule ROUTE-2). */
export const BUSINESS_NAMES = ['candidate', 'staff', 'interview'] as const;
export type BusinessName = (typeof BUSINESS_NAMES)[number];

/** Business type codes: 1 candidate, 2 staff, 3 interview. */
export const BUSINESS_TYPE: Record<BusinessName, 1 | 2 | 3> = { candidate: 1, staff: 2, interview: 3 };

export {
  RECRUIT_TYPES,
  RECRUIT_TYPES_IN_MENU_ORDER,
  RECRUIT_TYPE_REGISTRY,
  DEFAULT_RECRUIT_TYPE,
  recruitTypeFacts,
  recruitTypeOfShopFlag,
} from './recruit-types';
export type { RecruitType, RecruitTypeFact, RecruitTypeFacts } from './recruit-types';

/** A recruit type's name as the product shows it (breadcrumbs, records, favourites, the interview area). */
export const RECRUIT_TYPE_LABEL: Record<RecruitType, string> = recruitTypeFacts('label');

export const TOKEN_COOKIES: Record<BusinessName, { tokenName: string; tokenExpiresName: string }> = {
  candidate: { tokenName: 'WebCanAuthorization', tokenExpiresName: 'WebCanAuthorizationExpires' },
  staff: { tokenName: 'WebStaAuthorization', tokenExpiresName: 'WebStaAuthorizationExpires' },
  interview: { tokenName: 'WebStaAuthorization', tokenExpiresName: 'WebStaAuthorizationExpires' },
};

/** Front recruit codes: ATS_RT_001 social and shop, ATS_RT_002 school. */
export const FRONT_RECRUIT_CODE = recruitTypeFacts('frontRecruitCode');
/**
 * Position type codes: 03 social; 01 and 02 shop. Not a registry column: it is the server's code table, keyed by the
 * server's code (two codes name shop, school has none), read only to place an old link (rule LINK-2).
 */
export const POSITION_TYPE_TO_RECRUIT: Record<string, RecruitType> = { '01': 'shop', '02': 'shop', '03': 'social' };

export const TECH_POSITION_CODE = 'ATS_SCFT_011';

export interface BusinessInfo {
  businessName: BusinessName;
  businessType: 1 | 2 | 3;
  /** `/{public_name}/{business}` */
  businessRoute: string;
  recruitType?: RecruitType;
  appid: string;
  /** 13 for staff and interview; absent for candidates. */
  appType?: number;
  tokenName: string;
  tokenExpiresName: string;
}

export function isBusinessName(value: string | undefined): value is BusinessName {
  return (BUSINESS_NAMES as readonly string[]).includes(value ?? '');
}

export function isRecruitType(value: string | undefined): value is RecruitType {
  return (RECRUIT_TYPES as readonly string[]).includes(value ?? '');
}

/** Business info for a business and optional recruit type. */
export function businessInfoOf(businessName: BusinessName, recruitType?: RecruitType): BusinessInfo {
  const internal = businessName !== 'candidate';
  return {
    businessName,
    businessType: BUSINESS_TYPE[businessName],
    businessRoute: `/${config.publicName}/${businessName}`,
    recruitType,
    appid: internal ? config.appid.staff : config.appid.candidate,
    appType: internal ? 13 : undefined,
    ...TOKEN_COOKIES[businessName],
  };
}

/**
 * Derives the business info from a pathname `/{public_name}/{business}[/{recruitType}]/…`.
 * An unknown or missing business falls back to candidate (rule ROUTE-5).
 */
export function businessInfoFromPath(pathname: string): BusinessInfo {
  const segments = pathname.split('/').filter(Boolean);
  const [publicName, business, maybeRecruit] = segments;
  if (publicName !== config.publicName || !isBusinessName(business)) return businessInfoOf('candidate');
  return businessInfoOf(business, isRecruitType(maybeRecruit) ? maybeRecruit : undefined);
}
