// A signed-in visit for the measurement scripts (bench.mjs, bench-edit-resume.mjs): the mock backend accepts any
// unexpired JWT-shaped token whose `sub` names a demo account (src/mocks/data/accounts.ts, `makeMockToken`), read
// from the business's token cookies (rule AUTH-3; staff and interview share the staff token).

const TOKEN_COOKIES = {
  candidate: ['WebCanAuthorization', 'WebCanAuthorizationExpires'],
  staff: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
  interview: ['WebStaAuthorization', 'WebStaAuthorizationExpires'],
};

/** A mock token for a demo account of a business, valid for `seconds`. */
export function mockToken(accountId, business = 'candidate', seconds = 3600) {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signature = Buffer.from('mock-signature').toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: accountId, biz: business, iat: now, exp: now + seconds })}.${signature}`;
}

/**
 * The token cookies of a signed-in demo account, in Playwright's `addCookies` shape.
 * @param {{ accountId: string, business: 'candidate' | 'staff' | 'interview' }} who
 * @param {string} origin
 */
export function sessionCookies({ accountId, business }, origin, seconds = 3600) {
  const names = TOKEN_COOKIES[business];
  if (!names) throw new Error(`unknown business ${business}`);
  const [tokenName, expiresName] = names;
  return [
    { name: tokenName, value: mockToken(accountId, business, seconds), url: origin },
    { name: expiresName, value: String(Date.now() + seconds * 1000), url: origin },
  ];
}
