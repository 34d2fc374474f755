// Run before `next build` (see the build script): a malformed NEXT_PUBLIC_* setting stops the build, by name.
import { checkBuildSettings } from '../lib/build-settings';

try {
  checkBuildSettings();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
