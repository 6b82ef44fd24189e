import { useRef, useState } from 'react';
import { nextSecretClickCount } from './secret-clicks';

/** Counts logo clicks by the clock rule; `open` turns true on the fifteenth click within the hour. */
export function useSecretClicks(now: () => Date = () => new Date()) {
  const count = useRef(0);
  const [open, setOpen] = useState(false);
  const onLogoClick = () => {
    const next = nextSecretClickCount(count.current, now());
    count.current = next.count;
    if (next.unlocked) setOpen(true);
  };
  return { open, close: () => setOpen(false), onLogoClick };
}
