/** Local-storage key of the persisted demo state (browser only); apart from db.ts so e2e tests can import it alone. */
export const MOCK_DB_STORAGE_KEY = 'mockDb';
