/**
 * Demo accounts of the mock SSO and the mock backend (rule MOCK-3).
 * Dependency-free on purpose: e2e fixtures import this file directly (no antd, msw or Vite env).
 */
export type DemoBusiness = 'candidate' | 'staff' | 'interview';

export interface DemoAccount {
  /** Used as the JWT `sub` claim and in the mock SSO code `mock-{id}`. */
  id: string;
  business: DemoBusiness;
  /** Role label shown on the mock SSO card. */
  label: string;
  description: string;
  name: string;
  userName: string;
  phone: string;
  /** Account-service user type: 21 external candidate, 11 internal staff. */
  userType: 21 | 11;
  /** Staff and interviewers: their employee id in the ranking. */
  employeeId?: string;
}

/**
 * `as const` so the ids are known to the compiler: `DemoAccountId` is their union, and the browser tests' `loginAs`
 * takes only an id that is here.
 */
export const DEMO_ACCOUNTS = [
  {
    id: 'cand-full',
    business: 'candidate',
    label: '求职者（简历完整）',
    description: '已填写四类简历，有投递记录（内推、官网、校招专场、HR推荐）和收藏职位（含已失效职位）。',
    name: '张晓明',
    userName: 'zhangxiaoming',
    phone: '13812345678',
    userType: 21,
  },
  {
    id: 'cand-new',
    business: 'candidate',
    label: '求职者（新用户）',
    description: '首次登录，没有简历、投递和收藏，适合演示填写简历与首次投递。',
    name: '李新',
    userName: 'lixin',
    phone: '13900001111',
    userType: 21,
  },
  {
    id: 'cand-campus',
    business: 'candidate',
    label: '应届生（校园招聘）',
    description: '已有校招简历，并在进行中的校招专场报名了职位。',
    name: '赵雨桐',
    userName: 'zhaoyutong',
    phone: '15000002222',
    userType: 21,
  },
  {
    id: 'staff-wang',
    business: 'staff',
    label: '员工（门店运营中心）',
    description: '内推积分较多，有各种状态的推荐记录、好友简历、积分账单和问题反馈。',
    name: '王丽华',
    userName: 'wanglihua',
    phone: '13700003333',
    userType: 11,
    employeeId: 'E10001',
  },
  {
    id: 'staff-tech',
    business: 'staff',
    label: '员工（技术中心）',
    description: '所在部门属于技术中心（ATS_SCFT_011），可见技术岗位相关的内推功能。',
    name: '陈志强',
    userName: 'chenzhiqiang',
    phone: '13600004444',
    userType: 11,
    employeeId: 'E10002',
  },
  {
    id: 'interviewer-liu',
    business: 'interview',
    label: '面试官',
    description: '有待填写和已提交的面试评价。',
    name: '刘建国',
    userName: 'liujianguo',
    phone: '13500005555',
    userType: 11,
    employeeId: 'E10003',
  },
] as const satisfies readonly DemoAccount[];

/** The id of a demo account. */
export type DemoAccountId = (typeof DEMO_ACCOUNTS)[number]['id'];

/** The demo account of an id, if any. */
export function findDemoAccount(id: string | undefined): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.id === id);
}

/** The first demo account of a business (candidate when the business is unknown). */
export function defaultDemoAccount(business: string | undefined): DemoAccount {
  const found = DEMO_ACCOUNTS.find((account) => account.business === business);
  return found ?? DEMO_ACCOUNTS[0];
}

function base64UrlEncode(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Values below this are lifetimes in seconds, above it absolute `exp` timestamps (epoch seconds). */
const ABSOLUTE_EXP_THRESHOLD = 1_000_000_000;

/**
 * A JWT-shaped token the mock backend accepts: base64url JSON header and payload { sub, biz, exp, iat }
 * and a fake signature. `expSeconds` is the `exp` claim in epoch seconds; a value below 1e9 is taken as a
 * lifetime from now (so `makeMockToken('cand-full', 'candidate', 3600)` lasts an hour). Default: one day.
 */
export function makeMockToken(accountId: string, business: DemoBusiness | string, expSeconds: number = 86_400): string {
  const now = Math.floor(Date.now() / 1000);
  const exp = expSeconds < ABSOLUTE_EXP_THRESHOLD ? now + Math.floor(expSeconds) : Math.floor(expSeconds);
  const header = base64UrlEncode(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64UrlEncode(JSON.stringify({ sub: accountId, biz: business, iat: now, exp }));
  return `${header}.${payload}.${base64UrlEncode('mock-signature')}`;
}

export interface MockTokenClaims {
  sub?: string;
  biz?: string;
  exp?: number;
}

/** Decodes the payload of a JWT-shaped token; undefined when it is not one. */
export function decodeMockToken(token: string): MockTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const padded = parts[1]
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(parts[1].length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(padded));
    return claims && typeof claims === 'object' ? (claims as MockTokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The demo account a bearer token signs in (rule MOCK-4): any unexpired JWT-shaped token; `sub` picks
 * the account where it names one, else the first account of the `biz` claim's business.
 */
export function accountForToken(token: string, nowMs: number = Date.now()): DemoAccount | undefined {
  const claims = decodeMockToken(token);
  if (!claims) return undefined;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return undefined;
  return findDemoAccount(claims.sub) ?? defaultDemoAccount(claims.biz);
}
