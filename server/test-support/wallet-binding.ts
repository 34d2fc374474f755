import type { LocalAccount } from 'viem';
import { addressBindMessage } from '@/lib/protocol';
import { postJson, type TestApp } from './test-app';

/** What a bind request carries for `account`, as the app makes it: a fresh nonce and the wallet's signature. */
export async function bindProof(server: TestApp, token: string, account: LocalAccount) {
  const response = await server.request(
    '/v1/waas/bind-nonce',
    postJson({ address: account.address }, { authorization: `Bearer ${token}` }),
  );
  const { data } = await response.json();
  const message = addressBindMessage({ accountId: data.accountId, address: account.address, nonce: data.nonce });
  return { address: account.address, nonce: data.nonce as string, signature: await account.signMessage({ message }) };
}
