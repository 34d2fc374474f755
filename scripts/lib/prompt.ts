// Questions on the terminal for the deploy command: a yes/no confirmation and a password that is not echoed.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Whether questions can be asked at all: a script fed from a pipe or CI has nobody to answer. */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY);
}

function ask(question: string, hidden: boolean): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const readline = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    readline.question(question, (answer) => {
      readline.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}

export function askPassword(question: string): Promise<string> {
  return ask(question, true);
}

export async function askConfirmation(question: string): Promise<boolean> {
  return /^y(es)?$/i.test((await ask(`${question} [y/N] `, false)).trim());
}
