/**
 * The two APIs as the server's OpenAPI document describes them (openapi-types.ts, generated): each API's
 * paths without its prefix, and the pieces of an operation the client needs.
 */
import type { components, paths } from './openapi-types';

/** The document's schemas by name (`Schemas['UserInfo']`). */
export type Schemas = components['schemas'];

type PathsUnder<Prefix extends string> = {
  [Path in keyof paths as Path extends `${Prefix}${infer Rest}` ? Rest : never]: paths[Path];
};

/** The main API's paths; the document is read for product `afa`, and every product has the same paths. */
export type MainApiPaths = PathsUnder<'/afaJavaRoom'>;
export type WalletApiPaths = PathsUnder<'/v1'>;

export type HttpMethod = 'GET' | 'POST';

/** The operation `Paths[Path]` answers `Method` with, or never when it has none. */
export type OperationOf<Paths, Path, Method extends HttpMethod> = Path extends keyof Paths
  ? Paths[Path] extends { [Key in Lowercase<Method>]: infer Operation }
    ? Operation
    : never
  : never;

/** The paths of `Paths` that answer `Method`. */
export type PathsFor<Paths, Method extends HttpMethod> = {
  [Path in keyof Paths]: [OperationOf<Paths, Path, Method>] extends [never] ? never : Path;
}[keyof Paths] &
  string;

/** The `data` of an operation's successful envelope. */
export type ResponseData<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : unknown;

/** What a call sends: the query of a GET, the JSON body of any other method. */
export type RequestPayload<Operation, Method extends HttpMethod> = Method extends 'GET'
  ? Operation extends { parameters: { query?: infer Query } }
    ? Query
    : never
  : Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;
