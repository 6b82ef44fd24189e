import type { HttpHandler } from 'msw';
import { applicationHandlers } from './applications';
import { authHandlers } from './auth';
import { campusHandlers } from './campus';
import { configHandlers } from './config';
import { deliveryHandlers } from './delivery';
import { evaluationHandlers } from './evaluation';
import { favouriteHandlers } from './favourites';
import { feedbackHandlers } from './feedback';
import { miscHandlers } from './misc';
import { pointsHandlers } from './points';
import { positionHandlers } from './positions';
import { referralHandlers } from './referral';
import { resumeHandlers } from './resume';
import { ssoEndpointHandler } from '../sso/sso-endpoint';

/**
 * Every handler of the mock backend, shared by the browser worker, vitest and e2e.
 * Order matters where paths overlap: the favourites' fixed paths (/position_demand/collection,
 * /position_demand/invalid/count) come before the positions' /position_demand/:id.
 */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ssoEndpointHandler,
  ...configHandlers,
  ...favouriteHandlers,
  ...positionHandlers,
  ...resumeHandlers,
  ...deliveryHandlers,
  ...applicationHandlers,
  ...campusHandlers,
  ...referralHandlers,
  ...pointsHandlers,
  ...feedbackHandlers,
  ...evaluationHandlers,
  ...miscHandlers,
];
