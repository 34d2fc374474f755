/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { foundryBinary, foundryPackageName, type Machine } from './binaries';

/** A project folder where npm installed `packages` (each with its bin/<tool>), as on the machine it ran on. */
function projectWith(packages: Array<{ name: string; binary: string }>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'foundry-binaries-'));
  writeFileSync(path.join(root, 'package.json'), '{}');
  for (const { name, binary } of packages) {
    const dir = path.join(root, 'node_modules', name);
    mkdirSync(path.join(dir, 'bin'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.7.1' }));
    writeFileSync(path.join(dir, 'bin', binary), '');
  }
  return root;
}

const platforms: Array<{ machine: Machine; packageName: string; binary: string }> = [
  { machine: { platform: 'linux', arch: 'x64' }, packageName: '@foundry-rs/anvil-linux-amd64', binary: 'anvil' },
  { machine: { platform: 'linux', arch: 'arm64' }, packageName: '@foundry-rs/anvil-linux-arm64', binary: 'anvil' },
  { machine: { platform: 'darwin', arch: 'x64' }, packageName: '@foundry-rs/anvil-darwin-amd64', binary: 'anvil' },
  { machine: { platform: 'darwin', arch: 'arm64' }, packageName: '@foundry-rs/anvil-darwin-arm64', binary: 'anvil' },
  { machine: { platform: 'win32', arch: 'x64' }, packageName: '@foundry-rs/anvil-win32-amd64', binary: 'anvil.exe' },
];

describe('the Foundry binary of the running platform', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  it.each(platforms)('finds $packageName on $machine.platform $machine.arch', ({ machine, packageName, binary }) => {
    // Every platform's package is present, as in a lock file: the resolver must pick this machine's.
    const root = projectWith(platforms.map((other) => ({ name: other.packageName, binary: other.binary })));
    roots.push(root);
    expect(foundryPackageName('anvil', machine)).toBe(packageName);
    expect(foundryBinary('anvil', { machine, root })).toBe(path.join(root, 'node_modules', packageName, 'bin', binary));
  });

  it('names forge and cast the same way', () => {
    const machine: Machine = { platform: 'darwin', arch: 'arm64' };
    expect(foundryPackageName('forge', machine)).toBe('@foundry-rs/forge-darwin-arm64');
    expect(foundryPackageName('cast', machine)).toBe('@foundry-rs/cast-darwin-arm64');
  });

  it('says to run npm install when this platform’s package is missing', () => {
    const root = projectWith([{ name: '@foundry-rs/anvil-linux-amd64', binary: 'anvil' }]);
    roots.push(root);
    expect(() => foundryBinary('anvil', { machine: { platform: 'darwin', arch: 'arm64' }, root })).toThrow(
      'anvil for darwin-arm64 is not installed (@foundry-rs/anvil-darwin-arm64 is missing): run `npm install`',
    );
  });

  it('says when Foundry publishes nothing for the platform', () => {
    expect(foundryPackageName('forge', { platform: 'win32', arch: 'arm64' })).toBeUndefined();
    expect(() => foundryBinary('forge', { machine: { platform: 'freebsd', arch: 'x64' } })).toThrow(
      'Foundry publishes no forge binary for freebsd-x64 on npm',
    );
  });

  it('finds the installed anvil of this machine in the repository', () => {
    expect(foundryBinary('anvil')).toMatch(/@foundry-rs[\\/]anvil-[a-z0-9]+-(amd64|arm64)[\\/]bin[\\/]anvil(\.exe)?$/);
  });
});
