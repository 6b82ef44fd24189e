// Types of scripts/mock-session.mjs for its TypeScript importers (build/first-screen.ts).
type TokenBusiness = 'candidate' | 'staff' | 'interview';
export function mockToken(accountId: string, business?: TokenBusiness, seconds?: number): string;
export function sessionCookies(
  who: { accountId: string; business: TokenBusiness },
  origin: string,
  seconds?: number,
): { name: string; value: string; url: string }[];
