import { readServerConfig } from './config';
import { startServer } from './start';

async function main(): Promise<void> {
  const server = await startServer(readServerConfig(process.env));
  console.log(`Server listening on ${server.url}`);

  const shutDown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
