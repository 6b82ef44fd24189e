// The contract's own module, not '@/api/evaluation' (which reaches the HTTP client): the browser tests load this file.
import type { EvaluationConclusion, EvaluationDetail, EvaluationDimension, RubricLevel } from '@/api/types/evaluation';
import type { RecruitType } from '@/lib/config/business';
import type { PositionRecord } from './positions';
import type { ResumeRecord } from './resumes';

/** The answer's fields, the owner and (for the candidate's resume) the position demand. */
export type EvaluationRecord = EvaluationDetail & {
  accountId: string;
  positionDemandId: string;
};

/** The five meanings of a dimension's scale, from 1 to 5. */
const rubric = (...meanings: [string, string, string, string, string]): RubricLevel[] =>
  meanings.map((meaning, i) => ({ score: i + 1, meaning }));

/**
 * The scored dimensions of every evaluation form, each with what its levels mean (issue 23). 岗位匹配度 comes without
 * one, as a server sends none for a dimension it has no rubric for: the form shows its default meanings there.
 */
export const EVALUATION_DIMENSIONS: Array<Pick<EvaluationDimension, 'code' | 'name' | 'rubric'>> = [
  {
    code: 'professional',
    name: '专业能力',
    rubric: rubric(
      '专业基础薄弱，岗位核心问题基本答不上来',
      '了解基本概念，但缺少实际运用的经验',
      '能独立完成岗位的核心工作',
      '专业扎实，能解决复杂问题并讲清思路',
      '领域内的行家，能指导他人、提出改进',
    ),
  },
  {
    code: 'communication',
    name: '沟通表达',
    rubric: rubric(
      '表达混乱，难以听懂或答非所问',
      '简单的事能说清，复杂问题条理不清',
      '表达清楚，能准确理解并回应问题',
      '条理清晰、重点突出，善于倾听和确认',
      '表达极具说服力，能化解分歧、影响他人',
    ),
  },
  {
    code: 'learning',
    name: '学习能力',
    rubric: rubric(
      '对新知识缺乏兴趣，过往少有学习成果',
      '需要在明确指导下才能学会新东西',
      '能按需学习，较快掌握工作所需的新知识',
      '主动学习，能把新知识用到不同场景',
      '学习极快，能自学陌生领域并带动他人',
    ),
  },
  {
    code: 'teamwork',
    name: '团队协作',
    rubric: rubric(
      '以自我为中心，有明显的合作冲突经历',
      '能配合他人，但较少主动支持团队',
      '能与团队顺畅合作，按时完成分工',
      '主动补位、分享经验，推动团队目标',
      '能凝聚团队，带领大家达成高难度目标',
    ),
  },
  { code: 'fit', name: '岗位匹配度', rubric: [] },
];

const ROUNDS = ['初试', '复试', '终面'];
const DONE_COMMENTS = [
  '基础扎实，项目经验与岗位匹配，沟通顺畅，建议进入下一轮。',
  '表达清晰，但对门店运营理解较浅，可作为储备人选。',
  '专业能力不足以胜任该岗位，不建议录用。',
];

/**
 * The recruit type of each seeded evaluation: to fill in, 3 social, 2 school, 1 shop; submitted, 2 of each. Every
 * list has both kinds but shop, whose one evaluation to fill in leaves it empty once submitted.
 */
const RECRUIT_TYPES: readonly RecruitType[] = [
  'social',
  'social',
  'school',
  'social',
  'school',
  'shop',
  'social',
  'school',
  'shop',
  'social',
  'school',
  'shop',
];

/**
 * When each evaluation to fill in was (or will be) held, in days from today: EV002 and EV005 more than 24 hours ago,
 * so they are overdue (issue 23); the others today or later. Whole days, so whether one is overdue never depends on
 * the hour a test runs.
 */
const OPEN_DAYS: readonly number[] = [0, -3, 0, 1, -2, 3];

/** A submitted 1 or 5 came with its reason, as the form asks (issue 23). */
const extremeNote = (name: string, score: number | null) =>
  score === 5 ? `${name}表现突出，面试中给出了具体、可核实的事例。` : score === 1 ? `${name}明显不足，追问后仍无改善。` : '';

/** 12 evaluations of the demo interviewer: the first 6 to fill in, the rest submitted. */
export function seedEvaluations(
  pool: ResumeRecord[],
  positions: PositionRecord[],
  at: (days: number, hour: number) => string,
): EvaluationRecord[] {
  return Array.from({ length: 12 }, (_, i) => {
    const resume = pool[i % pool.length] as ResumeRecord;
    const recruitType = RECRUIT_TYPES[i] ?? 'social';
    const open = positions.filter((p) => p.isValid && p.recruitType === recruitType);
    const position = open[(i * 7) % open.length] as PositionRecord;
    const done = i >= 6;
    const conclusion = (done ? (i % 3) + 1 : null) as EvaluationConclusion | null;
    const scores = EVALUATION_DIMENSIONS.map((_, k) =>
      done ? Math.max(1, 5 - ((i + k) % 3) - (conclusion === 2 ? 1 : 0)) : null,
    );
    const submitted = scores.filter((s): s is number => s !== null);
    return {
      id: `EV${String(i + 1).padStart(3, '0')}`,
      accountId: 'interviewer-liu',
      // Read by GET /position_candidate/{id}/resume (handlers/evaluation.ts), which serves the pool resume.
      positionCandidateId: `PC-EV${String(i + 1).padStart(3, '0')}`,
      candidateName: resume.basicInfo.name,
      candidatePhone: resume.basicInfo.phone,
      resumeId: resume.id,
      educationName: resume.basicInfo.highestEducationName,
      workYears: resume.basicInfo.workYears,
      positionDemandId: position.id,
      positionName: position.positionName,
      recruitType,
      interviewRound: ROUNDS[i % ROUNDS.length] ?? '初试',
      interviewTime: at(done ? -(i - 4) * 2 : (OPEN_DAYS[i] ?? 0), 10 + (i % 6)),
      status: done ? 1 : 0,
      conclusion,
      score: done ? Math.round((submitted.reduce((a, b) => a + b, 0) / submitted.length) * 10) / 10 : null,
      dimensions: EVALUATION_DIMENSIONS.map((dimension, k) => ({
        ...dimension,
        score: scores[k] ?? null,
        comment: extremeNote(dimension.name, scores[k] ?? null),
      })),
      comment: done ? (DONE_COMMENTS[(conclusion ?? 1) - 1] ?? '') : '',
      submitTime: done ? at(-(i - 4) * 2, 19) : '',
    };
  });
}
