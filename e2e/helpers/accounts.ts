/**
 * The demo accounts' ids. src/mocks/data/accounts.ts types `DEMO_ACCOUNTS` as `DemoAccount[]` with a `string` id,
 * so the union is written here; e2e/fixtures.ts checks it against `DEMO_ACCOUNTS` when it loads, and so does
 * tests/e2e/paths.node.test.ts (docs/decisions/064).
 */
export const DEMO_ACCOUNT_IDS = ['cand-full', 'cand-new', 'cand-campus', 'staff-wang', 'staff-tech', 'interviewer-liu'] as const;
export type DemoAccountId = (typeof DEMO_ACCOUNT_IDS)[number];
