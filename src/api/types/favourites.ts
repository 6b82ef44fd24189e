import type { Flag, PageQuery } from './common';
import type { PositionSummary } from './positions';

/** Query of the favourites list. */
export interface FavouriteListQuery extends PageQuery {
  /** 1 only shop positions, 0 only non-shop; absent: all. */
  isShop?: Flag;
}

/** A favourited position; `isValid` false once the position closed (an "invalid favourite"). */
export interface FavouritePosition extends PositionSummary {
  collectionId: string;
  /** YYYY-MM-DD HH:mm:ss */
  collectTime: string;
  isValid: boolean;
}

/** Body of adding a favourite (rule API-5: collection payload). */
export interface AddFavouriteRequest {
  positionDemandId: string;
  positionForeignId: string;
}

/** Count of invalid favourites. */
export interface InvalidFavouriteCount {
  count: number;
}

/** Result of clearing invalid favourites. */
export interface ClearInvalidResult {
  removed: number;
}
