import { DEMO_ACCOUNTS, type DemoAccountId } from '../../src/mocks/data/accounts';

/**
 * The demo accounts' ids, read from the mock backend's own list (src/mocks/data/accounts.ts, dependency-free, so the
 * fixtures can load it): `DemoAccountId` is the union of its `as const` ids, so an id the mock backend does not know
 * does not compile (docs/decisions/064).
 */
export const DEMO_ACCOUNT_IDS: readonly DemoAccountId[] = DEMO_ACCOUNTS.map((account) => account.id);
export type { DemoAccountId };
