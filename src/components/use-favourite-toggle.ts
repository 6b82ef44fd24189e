import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { addFavourite, removeFavourite, type AddFavouriteRequest } from '@/api/favourites';
import { useSession } from '@/entities/session';
import { toast } from '@/lib/feedback';
import { favouriteKeys, useFavouriteIds } from './favourite-queries';
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
  const queryClient = useQueryClient();
  const ids = useFavouriteIds(isLoggedIn && knownCollected === undefined);
  const collected = isLoggedIn && (knownCollected ?? ids?.has(target.id) ?? false);

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['positions', 'detail', target.id] }),
    ]);
  const add = useMutation({
    mutationFn: (request: AddFavouriteRequest) => addFavourite(request),
    onSuccess: async () => {
      await invalidate();
      toast.success('已收藏，可在“我的收藏”中查看');
    },
  });
  const remove = useMutation({
    mutationFn: () => removeFavourite(target.id, target.positionForeignId),
    onSuccess: async () => {
      await invalidate();
      toast.success('已取消收藏');
    },
  });

  // Resume a favourite clicked before the sign-in, once the session is known.
  const resumed = useRef(false);
  useEffect(() => {
    if (!isLoggedIn || resumed.current || !hasPendingFavourite(target.id)) return;
    resumed.current = true;
    const pending = takePendingFavourite(target.id);
    if (pending) add.mutate(pending);
  }, [isLoggedIn, target.id, add]);

  const busy = add.isPending || remove.isPending || loading;
  const toggle = () => {
    if (busy) return;
    if (!isLoggedIn) {
      savePendingFavourite({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
      login();
      return;
    }
    if (collected) remove.mutate();
    else add.mutate({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
  };
  return { collected, busy, toggle };
}
