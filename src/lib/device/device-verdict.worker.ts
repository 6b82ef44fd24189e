// The phone check of the boot (rules LINK-4, LINK-5), off the main thread: ua-parser-js compiles and runs a few hundred
// device patterns against the user agent, a 50–70 ms task at 4× CPU on the main thread (docs/decisions/116).
import { isMobileUserAgent } from './user-agent';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage: (message: boolean) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(typeof event.data === 'string' && isMobileUserAgent(event.data));
};
