// The user agent's verdicts of the boot (rules LINK-4, LINK-5, LINK-8), off the main thread: ua-parser-js compiles and
// runs a few hundred device patterns against the user agent, a 50–70 ms task at 4× CPU on the main thread, and its
// browser patterns 20–30 ms more (docs/decisions/116, 118). Its answers are read by ./device-verdict.
import { isMobileUserAgent, isSupportedBrowser } from './user-agent';
import type { VerdictMessage } from './device-verdict';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage: (message: VerdictMessage) => void;
};

scope.onmessage = (event) => {
  const ua = typeof event.data === 'string' ? event.data : '';
  // The phone check first, on its own: the boot waits for it, not for the browser's verdict.
  scope.postMessage({ mobile: isMobileUserAgent(ua) });
  scope.postMessage({ supported: isSupportedBrowser(ua) });
};
