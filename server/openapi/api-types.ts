import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../app';
import { describeChain } from '../chain/chain-info';
import type { Database } from '../db/client';

/** The client's API types, checked in; `npm run generate:api-types` writes them, a server test compares. */
export const API_TYPES_FILE = 'lib/api/openapi-types.ts';

/** The product the document is read for: its paths start with `/afaJavaRoom`, as the app's default build. */
export const DOCUMENTED_PRODUCT = 'afa';

const HEADER = [
  '/**',
  " * The server's OpenAPI document as TypeScript types, written by `npm run generate:api-types` from",
  " * server/app.ts. Do not edit: change the server's schemas and run the script again.",
  ' */',
  '',
].join('\n');

/** The OpenAPI document the server serves at /openapi.json, read in-process (no network, nothing listens). */
export async function readOpenApiDocument(db: Database): Promise<Record<string, unknown>> {
  const app = createApp({
    db,
    product: DOCUMENTED_PRODUCT,
    chain: describeChain(2810),
    contracts: {},
    // Never called: serving the document reads no chain.
    rpcUrl: 'http://127.0.0.1:9',
    staticDir: '/nonexistent',
    publicOrigins: ['http://localhost:3000'],
    log: () => {},
  });
  const response = await app.request('/openapi.json');
  if (!response.ok) throw new Error(`The server answered /openapi.json with ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The source of API_TYPES_FILE for `document`. */
export async function renderApiTypes(document: Record<string, unknown>): Promise<string> {
  const nodes = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return `${HEADER}${astToString(nodes)}`;
}
