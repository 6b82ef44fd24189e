import * as v from 'valibot';
import type {
  Activity,
  ActivityCity,
  ActivityDeliveryLimit,
  AnnouncementDetail,
  AnnouncementSummary,
  CareerTalk,
} from '../types/campus';
import type { Paged } from '../types/common';
import { booleanOr, id, list, oneOfOrNull, optionalNumber, paged, text, type Agree, type Out, type Same } from './fields';

const activityStatus = v.picklist([1, 2, 3]);

export const activityCitySchema = v.object({ code: id, name: text });
export const activityCityListSchema = list(activityCitySchema);

export const activitySchema = v.object({
  id,
  name: text,
  status: activityStatus,
  startTime: text,
  endTime: text,
  cityCodes: list(v.string()),
  cityNames: list(v.string()),
  description: text,
  positionCount: optionalNumber,
  deliveryLimit: v.number(),
});
export const activityListSchema = list(activitySchema);

/** What may still be delivered decides whether the candidate may apply: strict. */
export const activityDeliveryLimitSchema = v.object({
  activityId: id,
  limit: v.number(),
  used: v.number(),
  remaining: v.number(),
});

export const announcementSummarySchema = v.object({
  id,
  type: v.picklist([1, 2]),
  title: text,
  summary: text,
  publishTime: text,
  isTop: booleanOr(false),
});
export const announcementPageSchema = paged(announcementSummarySchema);
export const announcementDetailSchema = v.object({ ...announcementSummarySchema.entries, content: text });

export const careerTalkSchema = v.object({
  id,
  school: text,
  cityCode: text,
  cityName: text,
  address: text,
  startTime: text,
  talkFormat: v.picklist([0, 1]),
  liveUrl: text,
  // Only shown: an unknown status reads "--" (an activity's own status decides who may apply, and stays strict).
  status: oneOfOrNull([1, 2, 3]),
});
export const careerTalkPageSchema = paged(careerTalkSchema);

export type CampusSchemasAgree = Agree<
  [
    Same<Out<typeof activityCitySchema>, ActivityCity>,
    Same<Out<typeof activitySchema>, Activity>,
    Same<Out<typeof activityDeliveryLimitSchema>, ActivityDeliveryLimit>,
    Same<Out<typeof announcementSummarySchema>, AnnouncementSummary>,
    Same<Out<typeof announcementPageSchema>, Paged<AnnouncementSummary>>,
    Same<Out<typeof announcementDetailSchema>, AnnouncementDetail>,
    Same<Out<typeof careerTalkSchema>, CareerTalk>,
  ]
>;
