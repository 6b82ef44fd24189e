/**
 * The test-only "publish a job now" switch (published-positions.ts): its local-storage key and what a request holds.
 * Apart and dependency-free so e2e tests can import it alone (like db-key.ts).
 */
export const MOCK_PUBLISHED_STORAGE_KEY = 'mockPublished';

/** What the new job must match: a recruit type and any of the list's filters (codes as the list's query has them). */
export interface PublishRequest {
  recruitType: 'social' | 'school' | 'shop';
  keyword?: string;
  cityCode?: string;
  functionCode?: string;
  targetDepart?: string;
}
