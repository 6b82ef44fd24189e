import type { EvaluationConclusion, EvaluationDetail, EvaluationDimension, EvaluationStatus } from '@/api/types/evaluation';
import type { RecruitType } from '@/lib/config/business';
import type { PositionRecord } from './positions';
import type { ResumeRecord } from './resumes';

/** The answer's fields, the owner and (for the candidate's resume) the position demand. */
export type EvaluationRecord = Omit<EvaluationDetail, 'status'> & {
  status: EvaluationStatus;
  accountId: string;
  positionDemandId: string;
};

/** The scored dimensions of every evaluation form. */
export const EVALUATION_DIMENSIONS: Array<Pick<EvaluationDimension, 'code' | 'name'>> = [
  { code: 'professional', name: '专业能力' },
  { code: 'communication', name: '沟通表达' },
  { code: 'learning', name: '学习能力' },
  { code: 'teamwork', name: '团队协作' },
  { code: 'fit', name: '岗位匹配度' },
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
      interviewTime: done ? at(-(i - 4) * 2, 10 + (i % 6)) : at(i < 3 ? 0 : i - 2, 10 + (i % 6)),
      status: done ? 1 : 0,
      conclusion,
      score: done ? Math.round((submitted.reduce((a, b) => a + b, 0) / submitted.length) * 10) / 10 : null,
      dimensions: EVALUATION_DIMENSIONS.map((dimension, k) => ({ ...dimension, score: scores[k] ?? null, comment: '' })),
      comment: done ? (DONE_COMMENTS[(conclusion ?? 1) - 1] ?? '') : '',
      submitTime: done ? at(-(i - 4) * 2, 19) : '',
    };
  });
}
