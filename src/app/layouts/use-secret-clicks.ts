import { useRef, useState } from 'react';
import { nextSecretClickCount } from './secret-clicks';

/**
 * Counts logo clicks by the clock rule; `open` turns true on the fifteenth click within the hour — when `mayOpen`
 * is given, only once it has said yes (the staff header asks whether the staff member is in the tech centre).
 */
export function useSecretClicks(mayOpen?: () => Promise<boolean>, now: () => Date = () => new Date()) {
  const count = useRef(0);
  const [open, setOpen] = useState(false);
  const onLogoClick = () => {
    const next = nextSecretClickCount(count.current, now());
    count.current = next.count;
    if (!next.unlocked) return;
    if (!mayOpen) setOpen(true);
    else
      void mayOpen().then(
        (allowed) => allowed && setOpen(true),
        () => undefined,
      );
  };
  return { open, close: () => setOpen(false), onLogoClick };
}
