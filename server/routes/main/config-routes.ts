import { createRoute, z } from '@hono/zod-openapi';
import type { ChainInfo } from '../../chain/chain-info';
import type { Address } from 'viem';
import { createApiRouter } from '../../http/api-router';
import { envelopeOf, errorResponses, jsonResponse, ok } from '../../http/envelope';

export interface PublicInfoSettings {
  chain: ChainInfo;
  contracts: Record<string, Address>;
  /** When unset, this server's own `/rpc` on the origin the browser reached it at. */
  publicRpcUrl?: string;
  /** When unset, this server's own `/sensors/collect` on the origin the browser reached it at. */
  sensorsUrl?: string;
  /** The origins this server is served at; the first stands in for any other a request names. */
  publicOrigins: string[];
  operationalTask: boolean;
}

const PublicInfoSchema = z
  .object({
    commonConfig: z.object({
      sensorsUrl: z.string().openapi({ description: 'Where the analytics SDK sends its events' }),
      isOperationalTask: z
        .boolean()
        .openapi({ description: 'Whether an operational task (a time-limited event) runs now; the task list shows it only then' }),
    }),
    chain: z.object({
      id: z.number().int().openapi({ example: 2810 }),
      name: z.string().openapi({ example: 'Morph Testnet' }),
      rpcUrl: z.string().openapi({ description: 'The RPC a wallet should add for this chain' }),
      explorerUrl: z.string(),
      nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    }),
    contracts: z
      .record(z.string(), z.string())
      .openapi({ description: 'Each deployed contract by name', example: { AfaToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3' } }),
  })
  .openapi('PublicInfo');

const publicInfoRoute = createRoute({
  method: 'get',
  path: '/public/config/public-info',
  tags: ['config'],
  summary: 'Client configuration: analytics URL, target chain and contract addresses',
  responses: {
    200: jsonResponse(envelopeOf(PublicInfoSchema), 'The configuration'),
    500: errorResponses[500],
  },
});

export function createConfigRoutes(settings: PublicInfoSettings) {
  return createApiRouter().openapi(publicInfoRoute, (c) => {
    // The request's origin comes from its Host header, which the client writes: only a configured one is echoed,
    // so a forged host never becomes the RPC or analytics address of an answer that a shared cache could keep.
    const requested = new URL(c.req.url).origin;
    const origin = settings.publicOrigins.includes(requested) ? requested : settings.publicOrigins[0]!;
    return ok(c, {
      commonConfig: {
        sensorsUrl: settings.sensorsUrl ?? `${origin}/sensors/collect`,
        isOperationalTask: settings.operationalTask,
      },
      chain: { ...settings.chain, rpcUrl: settings.publicRpcUrl ?? `${origin}/rpc` },
      contracts: settings.contracts,
    });
  });
}
