// Node-only: where the anvil, forge and cast binaries that npm installed for this machine are.
// The `@foundry-rs/<tool>` packages ship one optional package per platform, `@foundry-rs/<tool>-<os>-<arch>`,
// and npm installs only the one matching the machine. Their own wrappers are not used: forge's always exits 0,
// and killing anvil's wrapper orphans anvil.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type FoundryTool = 'anvil' | 'forge' | 'cast';

/** The platforms Foundry publishes binaries for, by Node's `process.platform` and `process.arch`. */
const PACKAGE_ARCH: Partial<Record<NodeJS.Platform, Partial<Record<string, string>>>> = {
  linux: { x64: 'amd64', arm64: 'arm64' },
  darwin: { x64: 'amd64', arm64: 'arm64' },
  win32: { x64: 'amd64' },
};

export interface Machine {
  platform: NodeJS.Platform;
  arch: string;
}

const thisMachine: Machine = { platform: process.platform, arch: process.arch };

/** The npm package holding `tool` for `machine`, or undefined when Foundry publishes none for it. */
export function foundryPackageName(tool: FoundryTool, machine: Machine = thisMachine): string | undefined {
  const arch = PACKAGE_ARCH[machine.platform]?.[machine.arch];
  return arch ? `@foundry-rs/${tool}-${machine.platform}-${arch}` : undefined;
}

export interface ResolveOptions {
  machine?: Machine;
  /** Where node_modules is looked up from; the repository root by default. */
  root?: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** The path of `tool`'s binary for this machine; throws one line saying what to install when there is none. */
export function foundryBinary(tool: FoundryTool, options: ResolveOptions = {}): string {
  const machine = options.machine ?? thisMachine;
  const platform = `${machine.platform}-${machine.arch}`;
  const packageName = foundryPackageName(tool, machine);
  if (!packageName) {
    throw new Error(
      `Foundry publishes no ${tool} binary for ${platform} on npm; run the project on Linux or macOS (x64 or arm64) or Windows x64.`,
    );
  }
  const requireFromRoot = createRequire(path.join(options.root ?? repoRoot, 'package.json'));
  let packageDir: string;
  try {
    packageDir = path.dirname(requireFromRoot.resolve(`${packageName}/package.json`));
  } catch {
    throw new Error(
      `${tool} for ${platform} is not installed (${packageName} is missing): run \`npm install\`, which installs it as an optional dependency of @foundry-rs/${tool}.`,
    );
  }
  const binary = path.join(packageDir, 'bin', machine.platform === 'win32' ? `${tool}.exe` : tool);
  if (!existsSync(binary))
    throw new Error(`${packageName} is installed but has no ${path.relative(packageDir, binary)}: reinstall it with \`npm install\`.`);
  return binary;
}
