/**
 * Writes the client's API types (lib/api/openapi-types.ts) from the OpenAPI document server/app.ts serves,
 * read in-process. With --check it writes nothing and exits 1 when the checked-in file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { API_TYPES_FILE, readOpenApiDocument, renderApiTypes } from '../server/openapi/api-types';
import { migratedTemplate } from '../server/db/template';

async function main() {
  const check = process.argv.includes('--check');
  const target = path.join(__dirname, '..', API_TYPES_FILE);
  // Serving the document reads no table; the migrated template is only the quickest database to open.
  const database = await openDatabase({ template: await migratedTemplate() });
  try {
    const source = await renderApiTypes(await readOpenApiDocument(database.db));
    if (!check) {
      writeFileSync(target, source);
      console.log(`Wrote ${API_TYPES_FILE}`);
    } else if (readFileSync(target, 'utf8') !== source) {
      console.error(`${API_TYPES_FILE} differs from the server's OpenAPI document: run npm run generate:api-types`);
      process.exitCode = 1;
    } else {
      console.log(`${API_TYPES_FILE} matches the server's OpenAPI document`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
