/** Stops the suite's PostgreSQL by its pid (see postgres-global-setup). */
export default async function stopTestPostgres(): Promise<void> {
  await globalThis.afaTestPostgres?.stop();
  globalThis.afaTestPostgres = undefined;
}
