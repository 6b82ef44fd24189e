import * as v from 'valibot';
import { recruitType as recruitTypeField } from '@/api/schemas/fields';
import { RESUME_TYPE_OF_RECRUIT } from '@/api/types/resume';
import {
  businessInfoOf,
  DEFAULT_RECRUIT_TYPE,
  FRONT_RECRUIT_CODE,
  isRecruitType,
  RECRUIT_TYPE_LABEL,
  RECRUIT_TYPE_REGISTRY,
  RECRUIT_TYPES,
  RECRUIT_TYPES_IN_MENU_ORDER,
  recruitTypeFacts,
  recruitTypeOfShopFlag,
  type BusinessName,
  type RecruitType,
} from '@/lib/config/business';
import { clientCodeOf, recruitTypeCodeOf } from '@/lib/http/request-context';
import { portalOf } from '@/lib/tracking/event-name';
import { trackingRecruitTypeCodeOf } from '@/lib/tracking/track-event';

describe('the recruit-type registry (issue 20, docs/decisions/061)', () => {
  it('lists every type once, in the product order (social, school, shop) and the menu order (social, shop, school)', () => {
    expect(RECRUIT_TYPES).toEqual(['social', 'school', 'shop']);
    expect(RECRUIT_TYPES).toEqual(Object.keys(RECRUIT_TYPE_REGISTRY));
    expect(RECRUIT_TYPES_IN_MENU_ORDER).toEqual(['social', 'shop', 'school']);
    const positions = RECRUIT_TYPES.map((type) => RECRUIT_TYPE_REGISTRY[type].menuPosition);
    expect(new Set(positions).size).toBe(RECRUIT_TYPES.length);
  });

  it('defaults to social, one of the types', () => {
    expect(DEFAULT_RECRUIT_TYPE).toBe('social');
    expect(isRecruitType(DEFAULT_RECRUIT_TYPE)).toBe(true);
  });

  // The spec's constants (rules CONST-2, HTTP-2, HTTP-3, LINK-2, STATE-12, TRACK-2, TRACK-4), one row per type.
  it.each([
    [
      'social',
      '社会招聘',
      '社会招聘职位',
      '社招职位',
      'job',
      'RECRUIT',
      'social',
      'ATS_RT_001',
      '01',
      'deliveryResume',
      0,
      'social',
      'social',
    ],
    [
      'school',
      '校园招聘',
      '校园招聘职位',
      '校招职位',
      'home',
      'CAMPUS',
      'campus',
      'ATS_RT_002',
      '02',
      'deliverySchoolResume',
      0,
      'school',
      'campus',
    ],
    [
      'shop',
      '门店招聘',
      '门店招聘职位',
      '门店职位',
      'job',
      'RECRUIT',
      'social',
      'ATS_RT_001',
      '03',
      'deliveryResume',
      1,
      'social',
      'shop',
    ],
  ] as const)(
    '%s: %s',
    (
      type,
      label,
      listHeading,
      listTabLabel,
      entryPage,
      clientCode,
      recruitTypeCode,
      front,
      resumeType,
      deliveryPage,
      isShop,
      tracking,
      portal,
    ) => {
      expect(RECRUIT_TYPE_REGISTRY[type]).toMatchObject({
        label,
        listHeading,
        listTabLabel,
        entryPage,
        clientCode,
        recruitTypeCode,
        frontRecruitCode: front,
        resumeType,
        deliveryPage,
        isShop,
        trackingCode: tracking,
        trackingPortal: portal,
      });
      // The maps other modules export are the registry's columns.
      expect(RECRUIT_TYPE_LABEL[type]).toBe(label);
      expect(FRONT_RECRUIT_CODE[type]).toBe(front);
      expect(RESUME_TYPE_OF_RECRUIT[type]).toBe(resumeType);
    },
  );

  it('recruitTypeFacts gives one column keyed by every type', () => {
    expect(recruitTypeFacts('clientCode')).toEqual({ social: 'RECRUIT', school: 'CAMPUS', shop: 'RECRUIT' });
    for (const key of ['label', 'resumeType', 'trackingPortal'] as const)
      expect(Object.keys(recruitTypeFacts(key))).toEqual(RECRUIT_TYPES);
  });

  it('reads a shop flag back as the type it means: 1 shop, 0 social (never school)', () => {
    expect(recruitTypeOfShopFlag(1)).toBe('shop');
    expect(recruitTypeOfShopFlag(0)).toBe('social');
    for (const type of RECRUIT_TYPES)
      expect(RECRUIT_TYPE_REGISTRY[recruitTypeOfShopFlag(RECRUIT_TYPE_REGISTRY[type].isShop)].isShop).toBe(
        RECRUIT_TYPE_REGISTRY[type].isShop,
      );
  });

  it('the answers’ recruit type field accepts exactly the registry’s types', () => {
    for (const type of RECRUIT_TYPES) expect(v.parse(recruitTypeField, type)).toBe(type);
    for (const other of ['campus', 'intern', '', 'SOCIAL']) expect(v.safeParse(recruitTypeField, other).success).toBe(false);
  });
});

describe('per-type codes of calls and tracking read the registry (rules HTTP-2, HTTP-3, TRACK-2, TRACK-3)', () => {
  it.each([
    ['candidate', 'social', 'RECRUIT', 'social', 'social', 'social'],
    ['candidate', 'school', 'CAMPUS', 'campus', 'school', 'campus'],
    ['candidate', 'shop', 'RECRUIT', 'social', 'social', 'shop'],
    ['candidate', undefined, 'RECRUIT', 'social', 'social', 'social'],
    ['staff', 'school', 'CAMPUS', 'campus', 'school', 'staff'],
    ['staff', 'shop', 'RECRUIT', 'social', 'social', 'staff'],
    // A staff page without a recruit type sends no recruit_type_code (decision 10).
    ['staff', undefined, 'RECRUIT', undefined, 'social', 'staff'],
    ['interview', 'school', 'CAMPUS', 'campus', 'school', 'staff'],
    ['interview', undefined, 'RECRUIT', 'social', 'social', 'staff'],
  ] as const)(
    '%s/%s → ClientCode %s, recruit_type_code %s, tracking %s, portal %s',
    (business, type, client, code, tracking, portal) => {
      const info = businessInfoOf(business as BusinessName, type as RecruitType | undefined);
      expect(clientCodeOf(info)).toBe(client);
      expect(recruitTypeCodeOf(info)).toBe(code);
      expect(trackingRecruitTypeCodeOf(info)).toBe(tracking);
      expect(portalOf(info)).toBe(portal);
    },
  );
});
