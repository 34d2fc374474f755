// How a deploy's failures reach the user: each on one line, a refusal in its own words.

/** A refusal or a failure the user can act on: the command prints its message alone, on one line. */
export class DeployError extends Error {}

/** The first line of an error's message, viem's short message when it has one. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error);
  // Node's own errors (parseArgs) may carry their class and code in front of the message.
  return text.split('\n')[0]!.replace(/^[A-Za-z]*Error \[[A-Z_]+\]: /, '');
}
