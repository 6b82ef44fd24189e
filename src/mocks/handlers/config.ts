import type { HttpHandler } from 'msw';
import { CONFIG_PATHS, DICT_CLIENT_CODE, DICT_PATHS } from '@/api/config';
import type { ConfigEntry, DictGroup, DictItem } from '@/api/types/config';
import { DICTS, dictGroups, EDUCATION_CONFIG, HOT_KEYWORD_CONFIG, SALARY_CONFIG } from '../data/catalog';
import { MockError, MOCK_CODE, publicRoute, type RouteContext } from '../route';

const CONFIG_BY_TYPE: Record<string, ConfigEntry[]> = { '2': SALARY_CONFIG, '3': EDUCATION_CONFIG, '17': HOT_KEYWORD_CONFIG };

/** The dictionary service only answers its own client code (rule API-2). */
function requireDictClientCode(ctx: RouteContext): void {
  if (ctx.request.headers.get('ClientCode') !== DICT_CLIENT_CODE) {
    throw new MockError(MOCK_CODE.badRequest, `ClientCode 应为 ${DICT_CLIENT_CODE}`);
  }
}

export const configHandlers: HttpHandler[] = [
  publicRoute<ConfigEntry[]>('get', 'main', CONFIG_PATHS.basicConfigure, (ctx) => CONFIG_BY_TYPE[ctx.query('type') ?? ''] ?? []),
  // batch_list first: it would otherwise match /dicts/:dictCode.
  publicRoute<DictGroup[]>('get', 'dict', DICT_PATHS.batchList, (ctx) => {
    requireDictClientCode(ctx);
    const codes = (ctx.query('dict_type_codes') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    return dictGroups(codes);
  }),
  publicRoute<DictItem[]>('get', 'dict', DICT_PATHS.dict, (ctx) => {
    requireDictClientCode(ctx);
    return DICTS[ctx.params.dictCode ?? ''] ?? [];
  }),
];
