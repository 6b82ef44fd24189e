// Every route of the portal, relative to `/{public_name}/{business}`, for the nginx suite's CSP sweep
// (e2e-nginx/csp.spec.ts). tests/app/routes/portal-routes.test.ts fails when the route tables (src/app/routes)
// gain or lose a route this list does not have.
export type PortalBusiness = 'candidate' | 'staff' | 'interview';

const SOCIAL_SHOP = [
  'job',
  'jobDetail',
  'deliveryResume',
  'deliverySchoolResume',
  'collectingPosition',
  'applyForTheRecord',
  'applyRegistration',
  'sendResult',
  'registrationResult',
  'editResume',
  'deliveryTransfer',
];

const SCHOOL = [
  'job',
  'jobDetail',
  'home',
  'trends',
  'noticeDetail',
  'about',
  'knowMore',
  'applyRegistration',
  'sendResult',
  'registrationResult',
  'speicalDeliveryResult',
  'deliverySchoolResume',
  'collectingPosition',
  'applyForTheRecord',
  'editResume',
  'deliveryTransfer',
  'modificationRegistration',
];

const STAFF = [
  'home',
  'job',
  'collectingPosition',
  'maintainedResume',
  'myPush',
  'sendResult',
  'editResume',
  'rank',
  'integralBill',
  'feedBack',
  'login',
];

const under = (recruitTypes: readonly string[], pages: readonly string[]): string[] =>
  recruitTypes.flatMap((recruitType) => pages.map((page) => `${recruitType}/${page}`));

export const PORTAL_ROUTES: Readonly<Record<PortalBusiness, readonly string[]>> = {
  candidate: ['home', 'login', ...under(['social', 'shop'], SOCIAL_SHOP), ...under(['school'], SCHOOL)],
  staff: [...STAFF, ...under(['social', 'school', 'shop'], ['jobDetail', 'deliveryResume'])],
  interview: ['home', 'login', ...under(['social', 'school', 'shop'], ['list', 'fillin'])],
};
