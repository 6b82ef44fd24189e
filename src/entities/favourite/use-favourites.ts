import { hashKey, MutationObserver, useMutationState, useQuery, useQueryClient, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { favouriteMutations, favouriteQueries, favouriteWriteKeys, type AddFavouriteRequest } from '@/api/favourites';
import { useLatestCallback } from '@/components/use-latest-callback';
import { useSession } from '@/entities/session';
import { toast } from '@/lib/feedback';
import { savePendingFavourite, takePendingFavourite } from './pending-favourite';

export interface FavouriteTarget {
  /** The position demand id. */
  id: string;
  positionForeignId: string;
}

export interface FavouriteState {
  collected: boolean;
  /** A click does nothing now: the session is still loading or a favourite call of this job is running. */
  busy: boolean;
  /** A favourite call of this job is running; `collected` already shows its outcome (optimistic). */
  pending: boolean;
}

/** The favourite state of every job of a page, read once for all its buttons (docs/decisions/129). */
export interface Favourites {
  isLoggedIn: boolean;
  /** A job's state; `knownCollected` (a detail page's `isCollected`) wins over the user's favourite ids. */
  stateOf: (target: FavouriteTarget, knownCollected?: boolean) => FavouriteState;
  /** What a click on a job's button does: nothing while busy, the sign-in when signed out, else add or remove. */
  toggle: (target: FavouriteTarget, knownCollected?: boolean) => void;
  /** Saves a favourite clicked before the sign-in, once signed in. */
  resume: (target: FavouriteTarget) => void;
}

/** Whether a favourite write under way adds (true) or removes (false) the job it names. */
interface Write {
  id: string;
  adds: boolean;
}

const ADD_KEY_HASH = hashKey(favouriteWriteKeys.add);

function writeOf(mutation: Mutation): Write {
  const adds = hashKey(mutation.options.mutationKey ?? []) === ADD_KEY_HASH;
  const variables = mutation.state.variables as { positionDemandId?: string; id?: string } | undefined;
  return { id: (adds ? variables?.positionDemandId : variables?.id) ?? '', adds };
}

/**
 * One page's favourite state: the session, the user's favourite ids (when `needIds`) and the favourite writes under
 * way, each read by one observer, however many job buttons the page has. A click shows its outcome at once;
 * api/favourites writes it into the cache and puts it back when the call fails (the HTTP client's toast says why,
 * rules CAND-9, ERR-2). A second click while a call of that job runs sends nothing (rule DRAFT-7), wherever it runs.
 * Signed out, a click remembers the favourite and starts the sign-in; back on the page, signed in, the remembered
 * favourite is saved (`resume`).
 */
export function useFavourites(needIds: boolean): Favourites {
  const client = useQueryClient();
  const { isLoggedIn, loading, login } = useSession();
  // The session's login is a new function on every render; the clicks call the latest.
  const signIn = useLatestCallback(login);
  const idsQuery = useQuery(favouriteQueries.ids(isLoggedIn && needIds));
  const ids = isLoggedIn ? idsQuery.data : undefined;
  const writes = useMutationState({ filters: { mutationKey: favouriteWriteKeys.all, status: 'pending' }, select: writeOf });

  return useMemo(() => {
    // The last write started for a job is the one its button shows.
    const asked = new Map(writes.map((write) => [write.id, write.adds]));
    const stateOf = (target: FavouriteTarget, knownCollected?: boolean): FavouriteState => {
      const pending = asked.has(target.id);
      return {
        collected: isLoggedIn && (asked.get(target.id) ?? knownCollected ?? ids?.has(target.id) ?? false),
        busy: pending || loading,
        pending,
      };
    };
    // No observer listens to these writes: the promise says how a call ended (a failure's toast is the HTTP
    // client's), and the observer lets the finished mutation go.
    const settle = (observer: { reset: () => void }, call: Promise<unknown>, done: string) => {
      void call
        .then(
          () => toast.success(done),
          () => undefined,
        )
        .finally(() => observer.reset());
    };
    const add = (request: AddFavouriteRequest) => {
      const observer = new MutationObserver(client, favouriteMutations.add());
      settle(observer, observer.mutate(request), '已收藏，可在“我的收藏”中查看');
    };
    const remove = (target: FavouriteTarget) => {
      const observer = new MutationObserver(client, favouriteMutations.remove());
      settle(observer, observer.mutate({ id: target.id, positionForeignId: target.positionForeignId }), '已取消收藏');
    };
    return {
      isLoggedIn,
      stateOf,
      toggle: (target, knownCollected) => {
        const state = stateOf(target, knownCollected);
        if (state.busy) return;
        if (!isLoggedIn) {
          savePendingFavourite({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
          signIn();
          return;
        }
        if (state.collected) remove(target);
        else add({ positionDemandId: target.id, positionForeignId: target.positionForeignId });
      },
      resume: (target) => {
        const remembered = isLoggedIn ? takePendingFavourite(target.id) : undefined;
        if (remembered) add(remembered);
      },
    };
  }, [client, writes, isLoggedIn, loading, signIn, ids]);
}
