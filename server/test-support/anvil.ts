export { startAnvil, type Anvil } from '@/lib/foundry/anvil';

/** anvil's first well-known dev account, funded with 10000 ETH on every fresh chain. */
export const DEV_ACCOUNT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const SECOND_DEV_ACCOUNT_KEY = '0x59c6995e998f97a0a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
