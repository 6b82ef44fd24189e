/** Rule CRASH-1's words: the crash screen's title and what it says under it. */
export const CRASH_TITLE = '服务异常';
export const CRASH_SUBTITLE = '抱歉，我们的服务遇到了一点小问题，您可以稍后刷新重试或者返回首页';
/** The name of the crash screen's skeleton while antd's Result loads. */
export const CRASH_LOADING_LABEL = '错误页加载中';
/** The name of the details' skeleton while their tabs load. */
export const CRASH_DETAILS_LOADING_LABEL = '错误详情加载中';
/** The crash screen's two buttons. */
export const CRASH_ACTIONS = { refresh: '刷新重试', home: '返回首页' } as const;
