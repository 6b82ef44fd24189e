// The cases of lib/'s modules that need a browser (cookies, storage, the mock backend), in one test file: one jsdom
// window, one setup and one module graph for all of them. Alone, each of the 13 files spent ~2 s starting for ~0.1 s
// of tests (issue 21, docs/decisions/089). The setup resets what a test changes (mock data and handlers, storage,
// cookies, a faked clock) after every test; `npm run test:unit -- --sequence.shuffle` runs these in a random order.
import './auth/token.cases';
import './auth/session.cases';
import './auth/redirect.cases';
import './auth/url-token.cases';
import './auth/sso-state.cases';
import './http/client-request.cases';
import './http/client-per-type.cases';
import './http/client-case.cases';
import './http/client-keep-key-case.cases';
import './storage/draft-store.cases';
import './storage/json-storage.cases';
import './storage/draft-housekeeping.cases';
import './saved-searches/saved-search-store.cases';
