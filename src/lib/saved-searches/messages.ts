// Dependency-free on purpose: the e2e tests import it alone (Playwright has no Vite env for the config modules).

/** At most this many saved searches per user: a row of chips, not a second job list. */
export const SAVED_SEARCH_LIMIT = 10;
/** A name longer than this does not fit a chip. */
export const SAVED_SEARCH_NAME_MAX = 20;

/** Every message of saved searches, read by the UI and the tests. */
export const SAVED_SEARCH_MESSAGES = {
  saved: '已保存搜索',
  duplicate: '这个搜索已经保存过了',
  limit: `最多保存 ${SAVED_SEARCH_LIMIT} 个搜索，请先删除不再需要的搜索`,
  nameEmpty: '请输入搜索名称',
  nameTooLong: `名称最多 ${SAVED_SEARCH_NAME_MAX} 个字`,
  renamed: '已重命名',
  deleted: '已删除保存的搜索',
  // No longer than the first screen's largest text: the panel loads when the page is idle, and a longer line would become
  // the page's largest paint then (docs/decisions/092).
  empty: '还没有保存的搜索。保存后一键打开，并看到新发布的职位。',
  countFailed: '新增职位数加载失败',
} as const;
