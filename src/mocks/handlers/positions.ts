import type { HttpHandler } from 'msw';
import { POSITION_PATHS } from '@/api/positions';
import type { Paged } from '@/api/types/common';
import type { CityNode, FunctionNode, PositionDetail, PositionSummary, TargetDepart } from '@/api/types/positions';
import { FUNCTION_TREE, TARGET_DEPARTS } from '../data/catalog';
import { CITY_TREE } from '../data/places';
import { toDetail, toSummary, type PositionRecord } from '../data/positions';
import { getCatalog, getState } from '../db';
import { notFound, paginate, publicRoute, type RouteContext } from '../route';
import { TAMPERED_POSITION_ID, tamperedPosition } from '../data/tampered-position';
import { publishedPositions, type PublishRequest } from '../published-positions';

/**
 * Which recruit types a call asks for: an explicit recruit_type wins, then position_type, then is_shop,
 * then the client's recruit_type_code (campus → school, social → social and shop); none → all.
 */
function recruitScope(ctx: RouteContext): (p: PositionRecord) => boolean {
  const recruitType = ctx.query('recruit_type');
  if (recruitType) return (p) => p.recruitType === recruitType;
  const positionType = ctx.query('position_type');
  if (positionType === '01' || positionType === '02') return (p) => p.recruitType === 'shop' && p.positionType === positionType;
  if (positionType === '03') return (p) => p.recruitType === 'social';
  const isShop = ctx.query('is_shop');
  if (isShop === '1') return (p) => p.recruitType === 'shop';
  if (isShop === '0') return (p) => p.recruitType === (ctx.query('recruit_type_code') === 'campus' ? 'school' : 'social');
  const code = ctx.query('recruit_type_code');
  if (code === 'campus') return (p) => p.recruitType === 'school';
  if (code === 'social') return (p) => p.recruitType !== 'school';
  return () => true;
}

function salaryMatches(p: PositionRecord, salaryCode: string): boolean {
  const [minText, maxText] = salaryCode.split('-');
  const min = Number(minText) || 0;
  const max = maxText ? Number(maxText) : Number.POSITIVE_INFINITY;
  if (p.salaryMin === null || p.salaryMax === null) return false;
  return p.salaryMax >= min && p.salaryMin <= max;
}

function functionMatches(p: PositionRecord, code: string): boolean {
  return p.functionCode === code || p.functionCode.startsWith(code);
}

/** Whether a position matches the list's filters (any of them left out matches all). */
function matchesFilters(p: PositionRecord, filter: Omit<PublishRequest, 'recruitType'>): boolean {
  const keyword = filter.keyword?.trim().toLowerCase();
  const { cityCode, functionCode, targetDepart } = filter;
  return (
    (!cityCode || [p.provinceCode, p.cityCode, p.areaCode].includes(cityCode)) &&
    (!functionCode || functionMatches(p, functionCode)) &&
    (!targetDepart || p.targetDepart === targetDepart) &&
    (!keyword ||
      [p.positionName, p.functionName, p.targetDepartName, p.cityName, p.areaName, ...p.tags].some((text) =>
        text.toLowerCase().includes(keyword),
      ))
  );
}

/** The catalogue's positions and the ones the test-only switch published (src/mocks/published-positions.ts). */
function allPositions(): PositionRecord[] {
  const { positions } = getCatalog();
  const published = publishedPositions(
    positions,
    (p, request) => p.recruitType === request.recruitType && matchesFilters(p, request),
  );
  return published.length > 0 ? [...positions, ...published] : positions;
}

/** Filters and sorts like the server: open positions only, newest first. */
export function searchPositions(ctx: RouteContext): PositionRecord[] {
  const filter = {
    keyword: ctx.query('keyword'),
    cityCode: ctx.query('city_code'),
    functionCode: ctx.query('function_code'),
    targetDepart: ctx.query('target_depart'),
  };
  const salaryCode = ctx.query('salary_code');
  const educationCode = ctx.query('education_code');
  const activityId = ctx.query('activity_id');
  const inScope = recruitScope(ctx);
  return allPositions()
    .filter((p) => p.isValid && inScope(p))
    .filter((p) => matchesFilters(p, filter))
    .filter((p) => !salaryCode || salaryMatches(p, salaryCode))
    .filter((p) => !educationCode || p.educationCode === educationCode)
    .filter((p) => !activityId || p.activityId === activityId)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id));
}

export function findPosition(id: string): PositionRecord {
  const positions = allPositions();
  if (id === TAMPERED_POSITION_ID && positions[0]) return tamperedPosition(positions[0]);
  const record = positions.find((p) => p.id === id);
  if (!record) throw notFound('职位');
  return record;
}

export function isCollectedBy(accountId: string | undefined, positionDemandId: string): boolean {
  return !!accountId && getState().favourites.some((f) => f.accountId === accountId && f.positionDemandId === positionDemandId);
}

export const positionHandlers: HttpHandler[] = [
  publicRoute<Paged<PositionSummary>>('get', 'main', POSITION_PATHS.list, (ctx) => {
    const page = paginate(searchPositions(ctx), ctx);
    return { ...page, list: page.list.map(toSummary) };
  }),
  // Fixed paths before /position_demand/:id.
  publicRoute<PositionSummary[]>('get', 'main', POSITION_PATHS.hot, (ctx) => {
    const inScope = recruitScope(ctx);
    return getCatalog()
      .positions.filter((p) => p.isValid && inScope(p))
      .sort((a, b) => b.heat - a.heat)
      .slice(0, 10)
      .map(toSummary);
  }),
  publicRoute<FunctionNode[]>('get', 'main', POSITION_PATHS.functionCode, () => FUNCTION_TREE),
  publicRoute<CityNode[]>('get', 'main', POSITION_PATHS.cityCode, () => CITY_TREE),
  publicRoute<TargetDepart[]>('get', 'main', POSITION_PATHS.targetDepart, () => TARGET_DEPARTS),
  publicRoute<PositionDetail>('get', 'main', POSITION_PATHS.detail, ({ params, account }) =>
    toDetail(findPosition(params.id ?? ''), isCollectedBy(account?.id, params.id ?? '')),
  ),
  publicRoute<PositionSummary[]>('get', 'main', POSITION_PATHS.recommendation, ({ params }) => {
    const current = findPosition(params.id ?? '');
    const score = (p: PositionRecord) =>
      (p.functionCode === current.functionCode ? 2 : 0) + (p.cityCode === current.cityCode ? 1 : 0);
    return getCatalog()
      .positions.filter((p) => p.isValid && p.id !== current.id && p.recruitType === current.recruitType && score(p) > 0)
      .sort((a, b) => score(b) - score(a) || b.heat - a.heat)
      .slice(0, 6)
      .map(toSummary);
  }),
];
