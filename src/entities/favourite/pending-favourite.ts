import type { AddFavouriteRequest } from '@/api/favourites';

/**
 * A favourite clicked while signed out survives the sign-in round trip in session storage (same tab),
 * keyed by the position demand id, so the card or detail page of that job can save it on return (`useFavourites`).
 */
const PREFIX = 'pendingFavourite:';

export function savePendingFavourite(request: AddFavouriteRequest): void {
  try {
    sessionStorage.setItem(`${PREFIX}${request.positionDemandId}`, JSON.stringify(request));
  } catch {
    // Without storage the favourite is simply not resumed after sign-in.
  }
}

/** Reads and forgets the pending favourite of a position demand, if any. */
export function takePendingFavourite(positionDemandId: string): AddFavouriteRequest | undefined {
  try {
    const key = `${PREFIX}${positionDemandId}`;
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    sessionStorage.removeItem(key);
    const parsed = JSON.parse(raw) as Partial<AddFavouriteRequest>;
    return parsed.positionDemandId === positionDemandId && typeof parsed.positionForeignId === 'string'
      ? { positionDemandId, positionForeignId: parsed.positionForeignId }
      : undefined;
  } catch {
    return undefined;
  }
}
