import { businessInfoFromPath } from '@/lib/config/business';
import { homePath } from '@/lib/config/paths';

/** Returns to the current business's home with a full reload, so no broken state survives a crash. */
export function goHomeAfterCrash(): void {
  window.location.assign(homePath(businessInfoFromPath(window.location.pathname).businessName));
}
