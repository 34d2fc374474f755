import { WELL_KNOWN_DEV_ACCOUNT_COUNT } from '../lib/foundry/devAccounts';
import { E2E_ACCOUNTS, E2E_DEV_ACCOUNT_COUNT, accountTableErrors } from './accounts';

describe('the e2e dev account table', () => {
  it('gives every role an index of its own, one the test wallet has', () => {
    expect(accountTableErrors(E2E_ACCOUNTS)).toEqual([]);
  });

  it('funds every account it lists, and no more than the test wallet has', () => {
    const indices = Object.values(E2E_ACCOUNTS).flatMap((roles) => Object.values(roles));
    expect(Math.max(...indices)).toBe(E2E_DEV_ACCOUNT_COUNT - 1);
    expect(E2E_DEV_ACCOUNT_COUNT).toBeLessThanOrEqual(WELL_KNOWN_DEV_ACCOUNT_COUNT);
  });

  it('names both users of an index given twice', () => {
    expect(accountTableErrors({ buy: { holder: 2 }, send: { sender: 3, holder: 2 } })).toEqual([
      'dev account 2 is both buy.holder and send.holder',
    ]);
  });

  it('refuses an index the test wallet does not have', () => {
    expect(accountTableErrors({ buy: { holder: 40 }, sell: { holder: -1 } }, 40)).toEqual([
      'buy.holder is dev account 40; the test wallet has accounts 0 to 39',
      'sell.holder is dev account -1; the test wallet has accounts 0 to 39',
    ]);
  });
});
