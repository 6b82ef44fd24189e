import { logout, saveUserInfo, type UserInfo } from '@/lib/auth';
import { localDay, loadSavedSearches, savedSearchKey, storeSavedSearches, type SavedSearch } from '@/lib/saved-searches';
import { stubLocation } from '../http/test-helpers';

const user: UserInfo = { name: '张三', ucId: 'uc-1', ucUserName: 'zhangsan', ucWorkPhone: '13800000000', username: 'zhangsan' };
const search: SavedSearch = {
  id: 's1',
  name: '上海 · 店长',
  filters: { recruitType: 'shop', keyword: '店长', cityCode: '310000', functionCode: '', targetDepart: '' },
  openedAt: Date.now(),
  openedDay: localDay(Date.now()),
  seenIds: null,
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('saved searches in local storage (docs/decisions/070)', () => {
  it('are kept per business and user, and an unreadable value reads as none', () => {
    storeSavedSearches('candidate', 'uc-1', [search]);
    expect(loadSavedSearches('candidate', 'uc-1')).toEqual([search]);
    expect(loadSavedSearches('candidate', 'uc-2')).toEqual([]);
    expect(loadSavedSearches('staff', 'uc-1')).toEqual([]);
    localStorage.setItem(savedSearchKey('candidate', 'uc-2'), '{"not":"a list"}');
    expect(loadSavedSearches('candidate', 'uc-2')).toEqual([]);
  });

  it("leave with their owner at logout; other users' stay", () => {
    saveUserInfo('candidate', user);
    storeSavedSearches('candidate', 'uc-1', [search]);
    storeSavedSearches('candidate', 'uc-2', [search]);
    stubLocation();
    logout('candidate');
    expect(localStorage.getItem(savedSearchKey('candidate', 'uc-1'))).toBeNull();
    expect(localStorage.getItem(savedSearchKey('candidate', 'uc-2'))).not.toBeNull();
  });

  it("a logout that no longer knows its user removes every user's of that business (privacy first)", () => {
    storeSavedSearches('candidate', 'uc-1', [search]);
    storeSavedSearches('candidate', 'uc-2', [search]);
    storeSavedSearches('staff', 'uc-3', [search]);
    stubLocation();
    logout('candidate');
    expect(localStorage.getItem(savedSearchKey('candidate', 'uc-1'))).toBeNull();
    expect(localStorage.getItem(savedSearchKey('candidate', 'uc-2'))).toBeNull();
    expect(localStorage.getItem(savedSearchKey('staff', 'uc-3'))).not.toBeNull();
  });
});
