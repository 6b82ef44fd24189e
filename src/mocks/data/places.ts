import type { CityNode } from '@/api/types/positions';

/** Province → city → area, with real administrative division codes. */
type AreaRow = [code: string, name: string];
type CityRow = [code: string, name: string, areas: AreaRow[]];
type ProvinceRow = [code: string, name: string, cities: CityRow[]];

const PLACES: ProvinceRow[] = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市',
        [
          ['110101', '东城区'],
          ['110105', '朝阳区'],
          ['110108', '海淀区'],
          ['110106', '丰台区'],
        ],
      ],
    ],
  ],
  [
    '120000',
    '天津市',
    [
      [
        '120100',
        '天津市',
        [
          ['120101', '和平区'],
          ['120104', '南开区'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
          ['310115', '浦东新区'],
          ['310112', '闵行区'],
        ],
      ],
    ],
  ],
  [
    '500000',
    '重庆市',
    [
      [
        '500100',
        '重庆市',
        [
          ['500103', '渝中区'],
          ['500105', '江北区'],
        ],
      ],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      [
        '440100',
        '广州市',
        [
          ['440106', '天河区'],
          ['440104', '越秀区'],
          ['440113', '番禺区'],
        ],
      ],
      [
        '440300',
        '深圳市',
        [
          ['440305', '南山区'],
          ['440304', '福田区'],
          ['440306', '宝安区'],
        ],
      ],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      [
        '330100',
        '杭州市',
        [
          ['330106', '西湖区'],
          ['330108', '滨江区'],
          ['330110', '余杭区'],
        ],
      ],
      [
        '330200',
        '宁波市',
        [
          ['330212', '鄞州区'],
          ['330203', '海曙区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      [
        '320100',
        '南京市',
        [
          ['320102', '玄武区'],
          ['320106', '鼓楼区'],
          ['320115', '江宁区'],
        ],
      ],
      [
        '320500',
        '苏州市',
        [
          ['320508', '姑苏区'],
          ['320506', '吴中区'],
        ],
      ],
    ],
  ],
  [
    '510000',
    '四川省',
    [
      [
        '510100',
        '成都市',
        [
          ['510104', '锦江区'],
          ['510107', '武侯区'],
          ['510108', '成华区'],
        ],
      ],
    ],
  ],
  [
    '420000',
    '湖北省',
    [
      [
        '420100',
        '武汉市',
        [
          ['420103', '江汉区'],
          ['420106', '武昌区'],
          ['420111', '洪山区'],
        ],
      ],
    ],
  ],
  [
    '610000',
    '陕西省',
    [
      [
        '610100',
        '西安市',
        [
          ['610113', '雁塔区'],
          ['610103', '碑林区'],
        ],
      ],
    ],
  ],
  [
    '350000',
    '福建省',
    [
      [
        '350200',
        '厦门市',
        [
          ['350203', '思明区'],
          ['350206', '湖里区'],
        ],
      ],
      ['350100', '福州市', [['350102', '鼓楼区']]],
    ],
  ],
  [
    '370000',
    '山东省',
    [
      ['370100', '济南市', [['370102', '历下区']]],
      [
        '370200',
        '青岛市',
        [
          ['370202', '市南区'],
          ['370212', '崂山区'],
        ],
      ],
    ],
  ],
];

/** The city tree of rules CONST-5, CONST-20 (levels 1 province, 2 city, 3 area; root id '0'). */
export const CITY_TREE: CityNode[] = PLACES.map(([pCode, pName, cities]) => ({
  id: pCode,
  parentId: '0',
  name: pName,
  level: 1,
  children: cities.map(([cCode, cName, areas]) => ({
    id: cCode,
    parentId: pCode,
    name: cName,
    level: 2,
    children: areas.map(([aCode, aName]) => ({ id: aCode, parentId: cCode, name: aName, level: 3 })),
  })),
}));

/** One area with its city and province, for placing positions. */
export interface Place {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  areaCode: string;
  areaName: string;
}

export const PLACES_FLAT: Place[] = PLACES.flatMap(([provinceCode, provinceName, cities]) =>
  cities.flatMap(([cityCode, cityName, areas]) =>
    areas.map(([areaCode, areaName]) => ({ provinceCode, provinceName, cityCode, cityName, areaCode, areaName })),
  ),
);

/** Level-2 cities, for campus lines and expected cities. */
export const CITIES: Array<{ code: string; name: string }> = PLACES.flatMap(([, , cities]) =>
  cities.map(([code, name]) => ({ code, name })),
);

export function cityName(code: string): string {
  return CITIES.find((city) => city.code === code)?.name ?? '';
}

const STREETS = ['人民路', '解放路', '中山路', '建设路', '和平路', '科技路', '滨江大道', '新华路', '长江路', '文化路'];

/** A plausible street address in an area. */
export function addressIn(place: Place, streetIndex: number, number: number): string {
  const street = STREETS[streetIndex % STREETS.length] ?? STREETS[0];
  return `${place.cityName === place.provinceName ? '' : place.provinceName}${place.cityName}${place.areaName}${street}${number}号`;
}
