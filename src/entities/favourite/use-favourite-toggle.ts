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
  /** A click does nothing now: the session is still loading or a favourite call of this job is running. */
  busy: boolean;
  /** A favourite call of this job is running; `collected` already shows its outcome (optimistic). */
  pending: boolean;
  toggle: () => void;
}

/**
 * Favourite state and toggle of one job. `knownCollected` (a detail page's `isCollected`) wins over the
 * signed-in user's favourite ids. A click shows its outcome at once; api/favourites writes it into the cache and
 * puts it back when the call fails (the HTTP client's toast says why, rules CAND-9, ERR-2). A second click while the
 * call runs sends nothing (rule DRAFT-7). Signed out, a click remembers the favourite and starts the sign-in; back
 * on the page, signed in, the remembered favourite is saved.
 */
export function useFavouriteToggle(target: FavouriteTarget, knownCollected?: boolean): FavouriteToggle {
  const { isLoggedIn, loading, login } = useSession();
  const idsQuery = useQuery(favouriteQueries.ids(isLoggedIn && knownCollected === undefined));
  const ids = isLoggedIn ? idsQuery.data : undefined;

  const add = useMutation(favouriteMutations.add());
  const remove = useMutation(favouriteMutations.remove());
  const pending = add.isPending || remove.isPending;
  // While the call runs the button shows what was asked, also before the ids have loaded to carry the mark.
  const asked = add.isPending ? true : remove.isPending ? false : undefined;
  const collected = isLoggedIn && (asked ?? knownCollected ?? ids?.has(target.id) ?? false);

  const addFavourite = (request: { positionDemandId: string; positionForeignId: string }) =>
    add.mutate(request, { onSuccess: () => toast.success('已收藏，可在“我的收藏”中查看') });

  // Resume a favourite clicked before the sign-in, once the session is known.
  const resumed = useRef(false);
  useEffect(() => {
    if (!isLoggedIn || resumed.current || !hasPendingFavourite(target.id)) return;
    resumed.current = true;
    const remembered = takePendingFavourite(target.id);
    if (remembered) addFavourite(remembered);
    // Once per sign-in: the mutation object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoggedIn, target.id]);

  const busy = pending || loading;
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
  return { collected, busy, pending, toggle };
}
