import { checkBuildSettings } from './build-settings';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the build settings check', () => {
  it('accepts no settings, and well-formed ones', () => {
    expect(() => checkBuildSettings({})).not.toThrow();
    expect(() =>
      checkBuildSettings({ NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: `${ADDRESS}, ${ADDRESS.toLowerCase()}`, NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: ADDRESS }),
    ).not.toThrow();
    expect(() => checkBuildSettings({ NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: '', NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: '' })).not.toThrow();
  });

  it('refuses a blocklist entry that is not an address, by name', () => {
    expect(() => checkBuildSettings({ NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: `${ADDRESS},0x1234` })).toThrow(
      'NEXT_PUBLIC_BREEDING_BLOCKED_ADDRESSES: not addresses: 0x1234',
    );
  });

  it('refuses a send recipient that is not one address', () => {
    expect(() => checkBuildSettings({ NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: 'treasury' })).toThrow('NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: not addresses: treasury');
    expect(() => checkBuildSettings({ NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: `${ADDRESS},${ADDRESS}` })).toThrow(
      'NEXT_PUBLIC_TOKEN_SEND_RECIPIENT: one address, not a list',
    );
  });
});
