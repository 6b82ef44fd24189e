/** Delivery send status (rule STATE-10): 0 allowed (delivered), 1 same delivery, 3 similar. */
export type SendStatus = 0 | 1 | 3;

/**
 * Query of a delivery (rule API-7 apply payload: id, positionId, positionDemandId, uuId).
 * `id` is the resume id (the friend's resume id for referrals); `uuId` the flow's identifier from the business store.
 */
export interface DeliveryQuery {
  id: string;
  positionId: string;
  positionDemandId: string;
  uuId?: string;
}

/**
 * Result of a delivery. 0: delivered. 1: this resume was already delivered to this position demand.
 * 3: delivered to another position of the same function within 90 days. Only 0 records anything.
 */
export interface DeliveryResult {
  sendStatus: SendStatus;
  /** The application record (candidate) or referral (staff) created for status 0. */
  recordId?: string;
  message: string;
}

/** Query of a staff member's friend referral delivery. */
export interface FriendDeliveryQuery {
  id: string;
  positionId: string;
  positionDemandId: string;
}
