import * as v from 'valibot';
import type { DeliveryResult } from '../types/delivery';
import { optionalText, text, type Agree, type Out, type Same } from './fields';

/** The send status decides what happens next: strict. */
export const deliveryResultSchema = v.object({
  sendStatus: v.picklist([0, 1, 3]),
  recordId: optionalText,
  message: text,
});

export type DeliverySchemasAgree = Agree<[Same<Out<typeof deliveryResultSchema>, DeliveryResult>]>;
