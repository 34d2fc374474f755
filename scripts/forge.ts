// Runs forge in contracts/ with the given arguments and exits with forge's own exit code.
// The npm `forge` wrapper always exits 0, so a failing test would pass silently: call the native binary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { foundryBinary } from '../lib/foundry/binaries';

const contractsDir = path.resolve(__dirname, '..', 'contracts');
let forgeBinary: string;
try {
  forgeBinary = foundryBinary('forge');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const child = spawn(forgeBinary, process.argv.slice(2), { cwd: contractsDir, stdio: 'inherit' });

child.on('error', (error) => {
  console.error(`Cannot run forge at ${forgeBinary}: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (signal) {
    console.error(`forge stopped by ${signal}`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
