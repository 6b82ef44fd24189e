/**
 * The words of scoring (issue 23, docs/decisions/066): the default meanings of the 1–5 scale and every message of the
 * rubric, the consistency checks and the overdue mark. One place, read by the components and the tests. No imports:
 * the browser tests load this file as it is.
 */

/** Rule STATE-15: the overall recommendation (1 通过, 2 不通过, 3 待定), as the mismatch dialog names it too. */
export const CONCLUSION_LABEL: Readonly<Record<1 | 2 | 3, string>> = { 1: '通过', 2: '不通过', 3: '待定' };

/** A score of the 1–5 scale. */
export type Score = 1 | 2 | 3 | 4 | 5;

/** What each level means where the server sends no meanings for a dimension (or meanings of the wrong shape). */
export const DEFAULT_RUBRIC: Readonly<Record<Score, string>> = {
  1: '明显不符合岗位要求，有多项关键欠缺',
  2: '略低于岗位要求，有需要培养的短板',
  3: '符合岗位要求，能胜任日常工作',
  4: '高于岗位要求，有明显的优势',
  5: '远超岗位要求，同类候选人中少见',
};

/** Above the dimensions: how to score, with the keyboard too, and when a note is needed. */
export const SCALE_HINT =
  '每个维度 1–5 分，各分值的含义写在分值下方；选中评分后可用方向键调整，或直接按数字键 1–5。打 1 分或 5 分时请在备注中写明理由。';

/** The accessible name of a dimension's note: optional, or required because of its score. */
export const noteLabel = (dimension: string, required: boolean) => `${dimension}备注（${required ? '必填' : '选填'}）`;

/** The note's placeholder: what to write. */
export const notePlaceholder = (score: number | undefined, required: boolean) =>
  required ? `请写明打 ${score} 分的理由（必填）` : '备注（选填）';

/** Beside a dimension scored 1 or 5 without a note. */
export const commentRequired = (dimension: string, score: number) => `「${dimension}」打了 ${score} 分，请在备注中写明理由`;

/** Beside the submit button: the dimensions whose 1 or 5 still needs its reason. */
export const commentsMissing = (dimensions: readonly string[]) => `打 1 分或 5 分的维度需写明理由：${dimensions.join('、')}`;

/** An average as the dialog says it: one decimal. */
export const formatAverage = (average: number) => average.toFixed(1);

/** The confirmation asked for when the overall recommendation and the scores disagree. */
export const MISMATCH_DIALOG = {
  title: '评分与综合推荐不一致',
  ask: '请确认无误后再提交，或返回修改评分或综合推荐。',
  okText: '仍然提交',
  cancelText: '返回修改',
} as const;

/** The mismatch in words: 通过 with an average of 2 or less, 不通过 with 4 or more. */
export const mismatchText = (kind: 'passLow' | 'failHigh', average: number) =>
  kind === 'passLow'
    ? `综合推荐为「${CONCLUSION_LABEL[1]}」，但各维度平均分为 ${formatAverage(average)} 分（2 分及以下）。`
    : `综合推荐为「${CONCLUSION_LABEL[2]}」，但各维度平均分为 ${formatAverage(average)} 分（4 分及以上）。`;

/** How long an evaluation to fill in is overdue: in hours under a day, else in whole days. */
export const overdueText = (unit: 'hour' | 'day', count: number) => `已超时 ${count} ${unit === 'hour' ? '小时' : '天'}`;
