import * as v from 'valibot';
import type { Paged } from '../types/common';
import type { ClearInvalidResult, FavouritePosition, InvalidFavouriteCount } from '../types/favourites';
import { booleanOr, id, paged, text, type Agree, type Out, type Same } from './fields';
import { positionSummarySchema } from './positions';

export const favouritePositionSchema = v.object({
  ...positionSummarySchema.entries,
  collectionId: id,
  collectTime: text,
  isValid: booleanOr(true),
});
export const favouritePageSchema = paged(favouritePositionSchema);

/** A missing count is none: the "clear invalid" button stays off. */
export const invalidFavouriteCountSchema = v.object({ count: v.nullish(v.number(), 0) });

/** The toast tells how many were removed: strict. */
export const clearInvalidResultSchema = v.object({ removed: v.number() });

export type FavouriteSchemasAgree = Agree<
  [
    Same<Out<typeof favouritePositionSchema>, FavouritePosition>,
    Same<Out<typeof favouritePageSchema>, Paged<FavouritePosition>>,
    Same<Out<typeof invalidFavouriteCountSchema>, InvalidFavouriteCount>,
    Same<Out<typeof clearInvalidResultSchema>, ClearInvalidResult>,
  ]
>;
