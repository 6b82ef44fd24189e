import type { Activity, ActivityCity, ActivityStatus, CareerTalk, TalkFormat } from '@/api/types/campus';
import { cityName } from './places';
import { daysFromAnchor } from './prng';

/** Cities on the campus activity line. */
export const ACTIVITY_CITIES: ActivityCity[] = [
  '110100',
  '310100',
  '440100',
  '420100',
  '510100',
  '610100',
  '320100',
  '330100',
].map((code) => ({
  code,
  name: cityName(code),
}));

type ActivityRow = [
  id: string,
  name: string,
  startDay: number,
  endDay: number,
  cities: string[],
  limit: number,
  description: string,
];

const ACTIVITIES: ActivityRow[] = [
  [
    'ACT001',
    '2025秋季校园招聘·华东专场',
    -120,
    -60,
    ['310100', '320100'],
    3,
    '面向华东地区高校的秋招专场，已圆满结束，感谢同学们的参与。',
  ],
  [
    'ACT002',
    '2026届秋季校园招聘',
    -20,
    40,
    ['110100', '310100', '440100', '420100'],
    3,
    '管培生、储备店长、技术、采购等方向全面开放，每位同学最多投递 3 个职位。',
  ],
  [
    'ACT003',
    '技术专场·数字化人才计划',
    -5,
    25,
    ['330100', '310100', '510100'],
    2,
    '面向计算机、数学、统计等专业同学，提供前端、数据分析等岗位，每位同学最多投递 2 个职位。',
  ],
  ['ACT004', '2026届春季补录专场', 15, 60, ['420100', '610100', '510100'], 2, '春季补录专场即将开启，敬请关注。'],
  ['ACT005', '门店管培生夏令营', 30, 45, ['440100', '110100'], 1, '为期两周的门店实践夏令营，表现优异者可直接获得录用通知。'],
  ['ACT006', '2025届春季校园招聘', -200, -150, ['110100', '440100'], 3, '2025 届春招已结束。'],
];

function statusOf(startDay: number, endDay: number): ActivityStatus {
  if (startDay > 0) return 1;
  if (endDay < 0) return 3;
  return 2;
}

/** Special-session activities in every status; positionCount is filled in from the positions. */
export function seedActivities(positionCounts: Record<string, number>): Activity[] {
  return ACTIVITIES.map(([id, name, startDay, endDay, cities, limit, description]) => ({
    id,
    name,
    status: statusOf(startDay, endDay),
    startTime: daysFromAnchor(startDay, 9),
    endTime: daysFromAnchor(endDay, 18),
    cityCodes: cities,
    cityNames: cities.map(cityName),
    description,
    positionCount: positionCounts[id] ?? 0,
    deliveryLimit: limit,
  }));
}

type TalkRow = [school: string, city: string, day: number, format: TalkFormat, venue: string];

const TALKS: TalkRow[] = [
  ['北京大学', '110100', -40, 0, '百周年纪念讲堂多功能厅'],
  ['清华大学', '110100', -38, 1, ''],
  ['复旦大学', '310100', -30, 0, '光华楼东辅楼 102'],
  ['上海交通大学', '310100', -28, 0, '闵行校区学生服务中心报告厅'],
  ['中山大学', '440100', -15, 0, '南校园怀士堂'],
  ['华南理工大学', '440100', -12, 1, ''],
  ['武汉大学', '420100', -3, 0, '就业指导中心 3 楼报告厅'],
  ['华中科技大学', '420100', 0, 0, '大学生活动中心 A 厅'],
  ['四川大学', '510100', 2, 0, '望江校区研究生院报告厅'],
  ['电子科技大学', '510100', 4, 1, ''],
  ['西安交通大学', '610100', 7, 0, '兴庆校区学生活动中心'],
  ['南京大学', '320100', 9, 0, '仙林校区大学生活动中心'],
  ['东南大学', '320100', 12, 1, ''],
  ['浙江大学', '330100', 16, 0, '紫金港校区临水报告厅'],
  ['同济大学', '310100', 20, 1, ''],
  ['西南财经大学', '510100', 24, 0, '柳林校区诚正楼报告厅'],
];

/** The career-talk route: offline and online talks, past, today and upcoming. */
export function seedCareerTalks(): CareerTalk[] {
  return TALKS.map(([school, city, day, format, venue], i) => ({
    id: `TALK${String(i + 1).padStart(3, '0')}`,
    school,
    cityCode: city,
    cityName: cityName(city),
    address: format === 0 ? `${school}${venue}` : '',
    startTime: daysFromAnchor(day, format === 0 ? 14 : 19, 30),
    talkFormat: format,
    liveUrl: format === 1 ? `https://live.example.com/campus/talk-${i + 1}` : '',
    status: statusOf(day, day),
  }));
}
