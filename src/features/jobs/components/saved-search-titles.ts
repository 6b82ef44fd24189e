/** The saved-search panel's headings: on the job lists, and on candidate home. */
export const SAVED_SEARCH_TITLES = { list: '我的搜索', home: '我保存的搜索' } as const;
