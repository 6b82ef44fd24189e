/**
 * An API whose implementation arrives later (a lazily loaded holder): calls made before it arrives wait in order
 * and ask the host to load it; calls made after go straight through.
 */
export interface DeferredApi<Api> {
  /** Runs `call` now if the implementation is attached, else queues it and asks the host to load one. */
  run(call: (api: Api) => void): void;
  /** Attaches (or detaches, with `undefined`) the implementation; queued calls run on attach. */
  attach(api: Api | undefined): void;
  /** The host's loader, asked once a call is waiting; returns the unregister function. */
  onRequest(load: () => void): () => void;
}

export function createDeferredApi<Api>(): DeferredApi<Api> {
  let current: Api | undefined;
  let queue: Array<(api: Api) => void> = [];
  let load: (() => void) | undefined;
  return {
    run(call) {
      if (current) {
        call(current);
        return;
      }
      queue.push(call);
      load?.();
    },
    attach(api) {
      current = api;
      if (!api) return;
      const waiting = queue;
      queue = [];
      waiting.forEach((call) => call(api));
    },
    onRequest(next) {
      load = next;
      if (queue.length > 0) next();
      return () => {
        if (load === next) load = undefined;
      };
    },
  };
}
