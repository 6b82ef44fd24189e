import type { AnnouncementDetail, AnnouncementType } from '@/api/types/campus';
import { daysFromAnchor } from './prng';

type NoticeRow = [title: string, summary: string, daysAgo: number, isTop: boolean, body: string];

const PROCESS_TABLE =
  '<table><thead><tr><th>阶段</th><th>时间</th><th>说明</th></tr></thead><tbody>' +
  '<tr><td>网申</td><td>9月1日—10月31日</td><td>每人最多投递 3 个职位</td></tr>' +
  '<tr><td>在线测评</td><td>投递后 7 天内</td><td>请留意短信与邮件通知</td></tr>' +
  '<tr><td>面试</td><td>10月—11月</td><td>初面 + 终面，部分岗位含群面</td></tr>' +
  '<tr><td>发放录用意向</td><td>11月起</td><td>签约后安排入职前培训</td></tr></tbody></table>';

const NOTICES: NoticeRow[] = [
  [
    '2026届秋季校园招聘正式启动',
    '管培生、储备店长、技术、采购等方向共开放 600+ 个岗位。',
    18,
    true,
    `<h3>关于我们</h3><p>我们是一家覆盖全国 <strong>3000+ 门店</strong> 的连锁零售企业，致力于为顾客提供新鲜、实惠的商品。</p><h3>招聘流程</h3>${PROCESS_TABLE}<h3>投递方式</h3><p>登录招聘官网，在<a href="/recruit-web/candidate/school/job">校园招聘职位</a>页面选择意向职位投递。</p>`,
  ],
  [
    '技术专场·数字化人才计划开放投递',
    '前端、数据分析方向，技术面试全程线上进行。',
    5,
    true,
    '<p>数字化人才计划面向 2026 届计算机、数学、统计等专业同学。</p><ul><li>全程线上面试，最快 <em>7 天</em> 出结果</li><li>入职即配备导师</li><li>提供一线城市落户支持</li></ul><p>每位同学在本专场最多投递 <strong>2</strong> 个职位。</p>',
  ],
  [
    '关于在线测评的温馨提示',
    '测评链接将通过短信和邮件发送，请在 72 小时内完成。',
    10,
    false,
    '<p>各位同学：</p><p>在线测评链接将通过短信和邮件发送，请在收到后 <strong>72 小时内</strong>完成。测评约需 40 分钟，请使用电脑端 Chrome 浏览器作答，确保网络稳定。</p><blockquote>如未收到链接，请检查垃圾邮件箱，或在工作日联系校招小助手。</blockquote>',
  ],
  [
    '武汉站宣讲会地点变更通知',
    '华中科技大学宣讲会改至大学生活动中心 A 厅。',
    2,
    false,
    '<p>原定于华中科技大学学术交流中心举办的宣讲会，因场地调整改至 <strong>大学生活动中心 A 厅</strong>，时间不变。给您带来的不便敬请谅解。</p>',
  ],
  [
    '管培生培养计划介绍',
    '一年轮岗、双导师制、三条发展通道。',
    25,
    false,
    '<h3>培养周期</h3><p>为期 12 个月，分为门店实践、职能轮岗、定岗历练三个阶段。</p><h3>发展通道</h3><ol><li>门店管理：店长 → 区域经理</li><li>专业通道：采购、运营、人力等</li><li>管理通道：总部部门负责人</li></ol>',
  ],
  [
    '谨防招聘诈骗',
    '我司招聘全程不收取任何费用。',
    40,
    false,
    '<p>我司在招聘过程中<strong>不会以任何名义收取费用</strong>，也不会要求提供银行卡密码。未开放加盟，谨防上当受骗。如遇可疑情况，请及时向官方渠道核实。</p>',
  ],
  [
    '春季补录专场预告',
    '面向武汉、西安、成都高校，敬请关注。',
    1,
    false,
    '<p>2026 届春季补录专场将于近期开放，覆盖武汉、西安、成都三地高校，主要岗位为储备店长与管理培训生。</p>',
  ],
  [
    '2025届春季校园招聘圆满结束',
    '感谢同学们的关注与参与。',
    150,
    false,
    '<p>2025 届春季校园招聘已圆满结束，共有 1200 余名同学加入我们。期待与更多优秀的你相遇！</p>',
  ],
];

type QaRow = [question: string, answer: string];

const QAS: QaRow[] = [
  ['校园招聘面向哪些同学？', '<p>面向 2026 届国内外高校应届毕业生（毕业时间 2025 年 9 月—2026 年 8 月）。</p>'],
  ['最多可以投递几个职位？', '<p>每个专场的投递上限不同，通常为 2—3 个，以专场说明为准；投递前页面会显示剩余次数。</p>'],
  ['投递后可以修改简历吗？', '<p>可以。在<strong>投递记录</strong>中进入报名信息即可修改，修改后 HR 看到的是最新版本。</p>'],
  [
    '是否接受非应届生投递校招岗位？',
    '<p>校招岗位仅面向应届生，往届生请关注<a href="/recruit-web/candidate/social/job">社会招聘</a>。</p>',
  ],
  ['面试有几轮？', '<p>一般为初面与终面两轮，部分岗位增加群体面试或专业笔试。</p>'],
  ['是否提供住宿？', '<p>门店岗位提供员工宿舍或住房补贴，总部岗位提供入职首月过渡住宿。</p>'],
  ['录用后可以选择工作城市吗？', '<p>可以填写意向城市，公司会结合业务需要与个人意愿综合安排。</p>'],
  ['线上宣讲会在哪里观看？', '<p>在<strong>宣讲总览</strong>中点击“线上宣讲”的直播链接即可观看，开播前 10 分钟开放入场。</p>'],
  ['如何查询面试进度？', '<p>登录后进入<strong>投递记录</strong>查看每个职位的当前状态，结果也会通过短信通知。</p>'],
  ['忘记投递了哪个职位怎么办？', '<p>在投递记录中可以看到所有已投递的职位、投递时间和来源。</p>'],
];

/** Notices (type 1, rich HTML) and Q&A (type 2). */
export function seedAnnouncements(): AnnouncementDetail[] {
  const notices = NOTICES.map(([title, summary, daysAgo, isTop, content], i) => ({
    id: `ANN${String(i + 1).padStart(3, '0')}`,
    type: 1 as AnnouncementType,
    title,
    summary,
    publishTime: daysFromAnchor(-daysAgo, 10),
    isTop,
    content,
  }));
  const qas = QAS.map(([title, content], i) => ({
    id: `QA${String(i + 1).padStart(3, '0')}`,
    type: 2 as AnnouncementType,
    title,
    summary: content.replace(/<[^>]+>/g, '').slice(0, 40),
    publishTime: daysFromAnchor(-30 - i, 11),
    isTop: false,
    content,
  }));
  return [...notices, ...qas];
}
