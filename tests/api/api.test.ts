// The API modules' cases, in one test file: one jsdom window, one setup and one module graph for all of them. Alone,
// each of the 16 files spent ~2 s starting (jsdom, the mock backend, the modules) for ~0.4 s of tests (issue 21,
// docs/decisions/089). The setup resets what a test changes (mock data and handlers, storage, cookies) after every
// test, as between the tests of any file; `npm run test:unit -- --sequence.shuffle` runs these in a random order.
import './applications.cases';
import './auth.cases';
import './campus.cases';
import './config.cases';
import './delivery-uuid.cases';
import './delivery.cases';
import './evaluation.cases';
import './favourites.cases';
import './links.cases';
import './points.cases';
import './positions.cases';
import './referral-trail.cases';
import './referral.cases';
import './resume.cases';
import './schemas.cases';
import './session.cases';
