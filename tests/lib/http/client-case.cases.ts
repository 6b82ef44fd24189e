import { http as mock, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { http } from '@/lib/http';
import { ok } from './test-helpers';

/** Echo handler: answers with what it received, so both directions of the conversion are visible. */
function echo() {
  const seen: { query?: URLSearchParams; body?: unknown; contentType?: string | null; form?: FormData } = {};
  server.use(
    mock.all('/api/recruit/echo', async ({ request }) => {
      seen.query = new URL(request.url).searchParams;
      seen.contentType = request.headers.get('content-type');
      if (seen.contentType?.startsWith('multipart/form-data')) seen.form = await request.formData();
      else if (request.method !== 'GET' && request.method !== 'DELETE') seen.body = await request.json();
      return ok(null);
    }),
  );
  return seen;
}

describe('camelCase → snake_case of requests (rule HTTP-4)', () => {
  it('converts GET query keys', async () => {
    const seen = echo();
    await http.get('/echo', { params: { positionDemandId: 'p1', isShop: 0, pageSize: 10 } });
    expect(seen.query!.get('position_demand_id')).toBe('p1');
    expect(seen.query!.get('is_shop')).toBe('0');
    expect(seen.query!.get('page_size')).toBe('10');
    expect(seen.query!.has('positionDemandId')).toBe(false);
  });

  it('converts JSON body keys deeply, through nested objects and arrays', async () => {
    const seen = echo();
    await http.post('/echo', {
      resumeName: '简历',
      workExperiences: [{ companyName: 'A', jobDuties: { mainDuty: 'x' } }],
      baseInfo: { phoneNumber: '138', tagList: ['someValue'] },
    });
    expect(seen.body).toEqual({
      resume_name: '简历',
      work_experiences: [{ company_name: 'A', job_duties: { main_duty: 'x' } }],
      base_info: { phone_number: '138', tag_list: ['someValue'] },
    });
  });

  it('converts a top-level array body', async () => {
    const seen = echo();
    await http.put('/echo', [{ itemId: 1 }, { itemId: 2 }]);
    expect(seen.body).toEqual([{ item_id: 1 }, { item_id: 2 }]);
  });

  it('leaves FormData untouched', async () => {
    const seen = echo();
    const form = new FormData();
    form.append('fileName', 'cv.pdf');
    form.append('positionId', 'p1');
    await http.post('/echo', form);
    expect(seen.contentType).toMatch(/^multipart\/form-data/);
    expect(seen.form!.get('fileName')).toBe('cv.pdf');
    expect(seen.form!.get('positionId')).toBe('p1');
    expect(seen.form!.has('file_name')).toBe(false);
  });

  it('opts out of the conversion for query and body with noCaseConversion', async () => {
    const seen = echo();
    await http.post('/echo', { uuId: 'u1', nestedObj: { keepMe: 1 } }, { params: { uuId: 'u1' }, noCaseConversion: true });
    expect(seen.query!.get('uuId')).toBe('u1');
    expect(seen.body).toEqual({ uuId: 'u1', nestedObj: { keepMe: 1 } });
    // The common query is still added, already in snake case.
    expect(seen.query!.has('recruit_type_code')).toBe(true);
    expect(seen.query!.has('t')).toBe(true);
  });

  it('does not touch values, only keys', async () => {
    const seen = echo();
    await http.post('/echo', { keyWord: 'someCamelValue', tagList: ['a_b'] });
    expect(seen.body).toEqual({ key_word: 'someCamelValue', tag_list: ['a_b'] });
  });
});

describe('snake_case → camelCase of responses', () => {
  it('converts the data deeply, through nested objects and arrays', async () => {
    server.use(
      mock.get('/api/recruit/job', () =>
        HttpResponse.json({
          code: 0,
          msg: '',
          data: {
            position_name: '店长',
            work_city: { city_code: '310100', city_name: '上海' },
            tag_list: [{ tag_name: '五险一金' }],
            salary_range: [5000, 8000],
          },
        }),
      ),
    );
    await expect(http.get('/job')).resolves.toEqual({
      positionName: '店长',
      workCity: { cityCode: '310100', cityName: '上海' },
      tagList: [{ tagName: '五险一金' }],
      salaryRange: [5000, 8000],
    });
  });

  it('keeps primitive data as it is', async () => {
    server.use(mock.get('/api/recruit/count', () => HttpResponse.json({ code: 0, msg: '', data: 3 })));
    await expect(http.get('/count')).resolves.toBe(3);
  });
});
