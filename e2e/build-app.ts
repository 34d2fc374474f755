// `npm run build:e2e`: the app as the e2e suites serve it (the test wallet, the e2e build settings), unless the
// build is up to date. `npm test` runs it beside forge, so the Chromium suite starts its stacks on a finished build.
import { buildApp } from '../scripts/stack';
import { setE2eBuildSettings } from './global-setup';

setE2eBuildSettings();
buildApp({ testWallet: true, log: (line) => console.log(line) }).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
