/** What the forms say of their local drafts (issue 22): one place for the pages and their tests (e2e included). */
export const DRAFT_TEXT = {
  restored: '草稿已恢复',
  restoredDetail: '已为您填回上次未提交的内容。不需要的话，可以撤销，表单回到恢复之前的样子。',
  undo: '撤销',
  /** The undo button's name: its visible text first (WCAG 2.5.3), then what it undoes. */
  undoLabel: '撤销恢复的草稿',
  /** "已自动保存 HH:mm" once the form's local draft was written at that time. */
  autosaved: (time: string) => `已自动保存 ${time}`,
} as const;
