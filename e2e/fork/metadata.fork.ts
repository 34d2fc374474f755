import { expect, test } from '@playwright/test';
import { runMetadataCheckCommand } from '../../scripts/metadata-check';
import { contracts } from '../nft-chain';
import { E2E_CHAIN_ID, E2E_RPC_URL, e2eStackPlace } from '../stack-ports';
import { findHolder } from './fork-fixtures';

// Reads only: no page and no snapshot. The deployment's token URIs name the first fork stack's server, whichever
// worker runs this.
test("npm run metadata:check passes for a revealed creature on the fork, read through the fork stack's server", async () => {
  const { tokenId } = await findHolder();
  const out: string[] = [];
  const err: string[] = [];
  // The stacks serve metadata on loopback, which explorers refuse: the one rule a local run waives.
  const status = await runMetadataCheckCommand(
    ['--rpc', E2E_RPC_URL, '--chain', String(E2E_CHAIN_ID), '--token', String(tokenId), '--allow-private-hosts'],
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  expect(err).toEqual([]);
  expect(status, out.join('\n')).toBe(0);
  // The contract found as the deploy recorded it, without --contract.
  expect(out[0]).toMatch(
    new RegExp(`^CreatureNft ${contracts.CreatureNft.address} on chain ${E2E_CHAIN_ID} \\((recorded in|the registry)`),
  );
  expect(out).toEqual(
    expect.arrayContaining([
      `  tokenURI     ${e2eStackPlace(0).appUrl}/metadata/${E2E_CHAIN_ID}/creatures/${tokenId}`,
      `  Name         Creature #${tokenId}`,
      expect.stringMatching(/^ {4}Species {2,}\S/),
      'No rule broken',
    ]),
  );
});
