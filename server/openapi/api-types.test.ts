import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.join(__dirname, '../..');

/**
 * openapi-typescript is published as ES modules, which jest's CommonJS sandbox cannot load: the comparison
 * runs in the generator's own process, which builds the document from server/app.ts in-process (no network).
 */
describe('the client API types', () => {
  it('are what the served OpenAPI document generates (run `npm run generate:api-types` after a schema change)', async () => {
    const { stdout } = await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate-api-types.ts', '--check'], {
      cwd: ROOT,
    });
    expect(stdout).toContain('matches the server');
  }, 120_000);
});
