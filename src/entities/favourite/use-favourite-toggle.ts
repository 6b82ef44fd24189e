import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { favouriteMutations, favouriteQueries } from '@/api/favourites';
import { useSession } from '@/entities/session';
import { toast } from '@/lib/feedback';
import { hasPendingFavourite, savePendingFavourite, takePendingFavourite } from './pending-favourite';

export interface FavouriteTarget {
  /** The position demand id. */
  id: string;
  positionForeignId: string;
}

export interface FavouriteToggle {
  collected: boolean;
  busy: boolean;
  toggle: () => void;
}

/**
 * Favourite state and toggle of one job. `knownCollected` (a detail page's `isCollected`) wins over the
 * signed-in user's favourite ids. Signed out, a click remembers the favourite and starts the sign-in;
 * back on the page, signed in, the remembered favourite is saved.
 */
export function useFavouriteToggle(target: FavouriteTarget, knownCollected?: boolean): FavouriteToggle {
  const { isLoggedIn, loading, login } = useSession();
  const idsQuery = useQuery(favouriteQueries.ids(isLoggedIn && knownCollected === undefined));
  const ids = isLoggedIn ? idsQuery.data : undefined;
  const collected = isLoggedIn && (knownCollected ?? ids?.has(target.id) ?? false);

  // api/favourites says what a write refreshes; the toast waits for it, so the heart and the message agree.
  const add = useMutation(favouriteMutations.add());
  const remove = useMutation(favouriteMutations.remove());
  const addFavourite = (request: { positionDemandId: string; positionForeignId: string }) =>
    add.mutate(request, { onSuccess: () => toast.success('已收藏，可在“我的收藏”中查看') });

  // Resume a favourite clicked before the sign-in, once the session is known.
  const resumed = useRef(false);
  useEffect(() => {
    if (!isLoggedIn || resumed.current || !hasPendingFavourite(target.id)) return;
    resumed.current = true;
    const pending = takePendingFavourite(target.id);
    if (pending) addFavourite(pending);
    // Once per sign-in: the mutation object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn, target.id]);

  const busy = add.isPending || remove.isPending || loading;
  const toggle = () => {
    if (busy) return;
    if (!isLoggedIn) {
      savePendingFavourite({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
      login();
      return;
    }
    if (collected) {
      remove.mutate(
        { id: target.id, positionForeignId: target.positionForeignId },
        { onSuccess: () => toast.success('已取消收藏') },
      );
    } else {
      addFavourite({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
    }
  };
  return { collected, busy, toggle };
}
