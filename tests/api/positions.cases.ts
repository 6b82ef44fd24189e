import {
  getCityCodes,
  getFunctionCodes,
  getHotPositions,
  getPositionDetail,
  getPositionList,
  getPositionRecommendation,
  getTargetDeparts,
  type CityNode,
} from '@/api/positions';
import { signInAs, visit } from './session';
import { pagePath } from '@/lib/routing';

describe('api/positions against the mock backend', () => {
  beforeEach(() => visit(pagePath('candidate', 'job', 'social')));

  it('pages like a server: totals, page size and distinct pages', async () => {
    const first = await getPositionList({ recruitType: 'shop', page: 1, pageSize: 20 });
    const second = await getPositionList({ recruitType: 'shop', page: 2, pageSize: 20 });
    expect(first.total).toBeGreaterThan(100);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.list).toHaveLength(20);
    expect(second.list.map((p) => p.id)).not.toContain(first.list[0]?.id);
  });

  it('has at least 300 open or closed position demands across social, shop and school', async () => {
    const [social, shop, school] = await Promise.all(
      (['social', 'shop', 'school'] as const).map((recruitType) => getPositionList({ recruitType, pageSize: 1 })),
    );
    expect(social!.total + shop!.total + school!.total).toBeGreaterThan(280); // open ones; ~7% are closed
  });

  it('uses recruit_type_code and isShop when no recruit type is given', async () => {
    visit(pagePath('candidate', 'job', 'school'));
    const school = await getPositionList({ pageSize: 50 });
    expect(new Set(school.list.map((p) => p.recruitType))).toEqual(new Set(['school']));
    visit(pagePath('candidate', 'job', 'shop'));
    const shop = await getPositionList({ isShop: 1, pageSize: 50 });
    expect(shop.list.every((p) => p.isShop === 1 && ['01', '02'].includes(p.positionType))).toBe(true);
  });

  it.each([
    ['keyword', { keyword: '收银' }, (p: { positionName: string }) => p.positionName.includes('收银')],
    ['province city code', { cityCode: '440000' }, (p: { provinceCode: string }) => p.provinceCode === '440000'],
    ['area city code', { cityCode: '310115' }, (p: { areaCode: string }) => p.areaCode === '310115'],
    ['function family', { functionCode: 'F02' }, (p: { functionCode: string }) => p.functionCode.startsWith('F02')],
    [
      'target department',
      { targetDepart: 'ATS_SCFT_011' },
      (p: { targetDepartName: string }) => p.targetDepartName === '技术中心',
    ],
  ])('filters by %s', async (_, query, predicate) => {
    const page = await getPositionList({ ...query, pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => predicate(p as never))).toBe(true);
  });

  it('answers a detail with HTML description and whether the user favourited it', async () => {
    const anonymous = await getPositionDetail('PD10001');
    expect(anonymous.description).toContain('<li>');
    expect(anonymous.isCollected).toBe(false);
    signInAs('cand-full');
    const favourites = await import('@/api/favourites');
    await favourites.addFavourite({ positionDemandId: 'PD10001', positionForeignId: 'PF10001' });
    await expect(getPositionDetail('PD10001')).resolves.toMatchObject({ isCollected: true, isValid: true });
  });

  it('recommends similar open positions and lists hot ones', async () => {
    const recommended = await getPositionRecommendation('PD20001');
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(6);
    expect(recommended.map((p) => p.id)).not.toContain('PD20001');
    const hot = await getHotPositions('social');
    expect(hot).toHaveLength(10);
    expect(hot.every((p) => p.recruitType === 'social')).toBe(true);
  });

  it('answers the three-level city tree, the function tree and departments', async () => {
    const cities = await getCityCodes();
    const levels = new Set<number>();
    const walk = (nodes: CityNode[]) => nodes.forEach((n) => (levels.add(n.level), walk(n.children ?? [])));
    walk(cities);
    expect([...levels].sort()).toEqual([1, 2, 3]);
    expect(cities.every((province) => province.parentId === '0')).toBe(true);
    expect((await getFunctionCodes())[0]?.children?.length).toBeGreaterThan(0);
    expect((await getTargetDeparts()).map((d) => d.code)).toContain('ATS_SCFT_011');
  });
});
