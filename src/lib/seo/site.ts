/** The portal's name: the suffix of every browser-tab title (`{page title} - 招聘门户`) and the hiring organisation. */
export const SITE_NAME = '招聘门户';
