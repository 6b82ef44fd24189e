import type { RecruitType } from '@/lib/config/business';
import type { PositionDetail, PositionSummary } from '@/api/types/positions';
import { departName, educationName, functionName } from './catalog';
import { addressIn, PLACES_FLAT } from './places';
import { createPrng, DATE, seedAnchor, type Prng } from './prng';
import { SHOP_TITLES, type TitleTemplate } from './titles-shop';
import { SCHOOL_TITLES, SOCIAL_TITLES } from './titles-office';

/** A stored position demand: the detail without the per-user `isCollected`, plus a popularity score. */
export interface PositionRecord extends Omit<PositionDetail, 'isCollected'> {
  heat: number;
}

/** Activities that school positions of a special session belong to (see campus.ts). */
export const SPECIAL_SESSION_ACTIVITY_IDS = ['ACT002', 'ACT003', 'ACT004'];

const COUNTS: Record<RecruitType, number> = { shop: 140, social: 110, school: 60 };
const EXTRA_WELFARE = ['节日福利', '定期体检', '员工食堂', '团建活动', '通讯补贴', '生日福利'];

function listHtml(title: string, lines: string[]): string {
  return `<p><strong>${title}</strong></p><ol>${lines.map((line) => `<li>${line}</li>`).join('')}</ol>`;
}

function salaryOf(template: TitleTemplate, prng: Prng, recruitType: RecruitType): [number | null, number | null] {
  if (!template.salary || (recruitType === 'social' && prng.chance(0.06))) return [null, null];
  const shift = prng.int(-2, 2) * 500;
  return [Math.max(3000, template.salary[0] + shift), template.salary[1] + shift];
}

function build(recruitType: RecruitType, templates: TitleTemplate[], count: number, prng: Prng, start: number): PositionRecord[] {
  const anchor = seedAnchor();
  const records: PositionRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const templateIndex = i % templates.length;
    const template = templates[templateIndex] as TitleTemplate;
    const place = recruitType === 'shop' ? prng.pick(PLACES_FLAT) : prng.pick(PLACES_FLAT.filter((_, k) => k % 2 === 0));
    const [salaryMin, salaryMax] = salaryOf(template, prng, recruitType);
    const serial = start + i;
    const isShop = recruitType === 'shop' ? 1 : 0;
    const storeName = `${place.areaName}${prng.pick(['万达', '中心', '时代', '新城', '东方', '滨江'])}店`;
    records.push({
      id: `PD${serial}`,
      positionId: `POS-${recruitType}-${String(templateIndex + 1).padStart(2, '0')}`,
      positionForeignId: `PF${serial}`,
      positionName: template.name,
      recruitType,
      positionType: template.positionType,
      frontRecruitType: recruitType === 'school' ? 'ATS_RT_002' : 'ATS_RT_001',
      isShop,
      functionCode: template.functionCode,
      functionName: functionName(template.functionCode),
      targetDepart: template.departCode,
      targetDepartName: departName(template.departCode),
      ...place,
      salaryMin,
      salaryMax,
      educationCode: template.educationCode,
      educationName: educationName(template.educationCode),
      workYears: template.workYears,
      headcount: recruitType === 'shop' ? prng.int(1, 10) : recruitType === 'school' ? prng.int(5, 30) : prng.int(1, 3),
      publishDate: anchor.subtract(prng.int(0, 75), 'day').format(DATE),
      tags: template.tags,
      activityId:
        recruitType === 'school' && i % 2 === 0
          ? SPECIAL_SESSION_ACTIVITY_IDS[(i / 2) % SPECIAL_SESSION_ACTIVITY_IDS.length]
          : undefined,
      description: listHtml('岗位职责', template.duties),
      requirement: listHtml('任职要求', template.requirements),
      address: isShop ? `${addressIn(place, i, prng.int(1, 399))}（${storeName}）` : addressIn(place, i, prng.int(1, 999)),
      welfare: [...template.tags, ...prng.sample(EXTRA_WELFARE, 2)],
      publishType: 1,
      isValid: !prng.chance(0.07),
      heat: prng.int(0, 1000),
    });
  }
  return records;
}

/** 310 position demands: 140 shop, 110 social, 60 school, deterministic for a given day. */
export function seedPositions(): PositionRecord[] {
  const prng = createPrng(20240501);
  const shop = build('shop', SHOP_TITLES, COUNTS.shop, prng, 10001);
  const social = build('social', SOCIAL_TITLES, COUNTS.social, prng, 20001);
  const school = build('school', SCHOOL_TITLES, COUNTS.school, prng, 30001);
  // A few ids the demo data relies on must stay open.
  for (const record of [shop[0], shop[1], social[0], social[1], school[0], school[1]]) if (record) record.isValid = true;
  return [...shop, ...social, ...school];
}

/** The first seeded job of a recruit type that has stopped recruiting: the stopped job's detail page of the demo and its tests. */
export function firstStoppedPosition(recruitType: RecruitType): PositionRecord | undefined {
  return seedPositions().find((job) => !job.isValid && job.recruitType === recruitType);
}

export function toSummary(record: PositionRecord): PositionSummary {
  return {
    id: record.id,
    positionId: record.positionId,
    positionForeignId: record.positionForeignId,
    positionName: record.positionName,
    recruitType: record.recruitType,
    positionType: record.positionType,
    frontRecruitType: record.frontRecruitType,
    isShop: record.isShop,
    functionCode: record.functionCode,
    functionName: record.functionName,
    targetDepart: record.targetDepart,
    targetDepartName: record.targetDepartName,
    provinceCode: record.provinceCode,
    provinceName: record.provinceName,
    cityCode: record.cityCode,
    cityName: record.cityName,
    areaCode: record.areaCode,
    areaName: record.areaName,
    salaryMin: record.salaryMin,
    salaryMax: record.salaryMax,
    educationCode: record.educationCode,
    educationName: record.educationName,
    workYears: record.workYears,
    headcount: record.headcount,
    publishDate: record.publishDate,
    tags: record.tags,
    ...(record.activityId ? { activityId: record.activityId } : {}),
  };
}

export function toDetail(record: PositionRecord, isCollected: boolean): PositionDetail {
  return {
    ...toSummary(record),
    description: record.description,
    requirement: record.requirement,
    address: record.address,
    welfare: record.welfare,
    publishType: record.publishType,
    isCollected,
    isValid: record.isValid,
  };
}
