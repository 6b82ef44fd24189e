import type { HttpHandler } from 'msw';
import { APPLICATION_PATHS } from '@/api/applications';
import { APPLY_PROGRESS, type ApplyRecord } from '@/api/types/applications';
import type { Paged } from '@/api/types/common';
import { progressOf, stagesOf } from '../data/application-stages';
import { getCatalog, getState } from '../db';
import { authRoute, paginate } from '../route';

export const applicationHandlers: HttpHandler[] = [
  authRoute<Paged<ApplyRecord>>('get', 'main', APPLICATION_PATHS.list, (ctx) => {
    const positions = getCatalog().positions;
    const recruitType = ctx.query('recruit_type');
    // progress=ongoing|ended (issue 22); anything else lists all.
    const progress = APPLY_PROGRESS.find((value) => value === ctx.query('progress'));
    const state = getState();
    // A special-session application (source 2) is the registration of the same account and position (rule CAMPUS-8).
    const registrationOf = (positionDemandId: string) =>
      state.positionCandidates.find((pc) => pc.accountId === ctx.account.id && pc.positionDemandId === positionDemandId)?.id;
    const records = state.applications
      .filter((a) => a.accountId === ctx.account.id)
      .flatMap((a): ApplyRecord[] => {
        const p = positions.find((candidate) => candidate.id === a.positionDemandId);
        if (!p || (recruitType && p.recruitType !== recruitType)) return [];
        const stages = stagesOf(a);
        if (progress && progressOf(stages) !== progress) return [];
        return [
          {
            id: a.id,
            positionDemandId: p.id,
            positionId: p.positionId,
            positionName: p.positionName,
            recruitType: p.recruitType,
            cityName: p.cityName,
            targetDepartName: p.targetDepartName,
            applyTime: a.applyTime,
            source: a.source,
            statusText: a.statusText,
            positionValid: p.isValid,
            ...(a.source === 2 ? { positionCandidateId: registrationOf(p.id) } : {}),
            ...stages,
          },
        ];
      })
      .sort((a, b) => b.applyTime.localeCompare(a.applyTime));
    return paginate(records, ctx);
  }),
];
