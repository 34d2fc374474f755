import { readFileSync } from 'node:fs';
import { abisFile, abisSource, compiledAbis, networksFile, networksSource, recordedNetworkDeployments } from './registryWriter';

describe('the committed contract registry', () => {
  it('holds the ABIs of the contracts as they compile now (after an interface change: npm run registry)', () => {
    expect(readFileSync(abisFile, 'utf8')).toBe(abisSource(compiledAbis()));
  });

  it("holds the recorded networks' addresses and no local chain's", () => {
    expect(readFileSync(networksFile, 'utf8')).toBe(networksSource(recordedNetworkDeployments()));
  });
});
