import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** The migrated empty database every test file's own database is copied from. */
const TEMPLATE_DATABASE = 'afa_test_template';

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the template: a database with every migration applied, closed again so it can be copied. */
export async function createTemplateDatabase(adminUrl: string): Promise<void> {
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`));
  const template = await openDatabase({ databaseUrl: urlOf(adminUrl, TEMPLATE_DATABASE) });
  await template.close();
}

export interface EmptyPostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A database with nothing in it, not even the migrations: for tests of what instances do at start. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<EmptyPostgresDatabase> {
  const name = `afa_empty_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: urlOf(adminUrl, name),
    drop: () => asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * A database of its own for one test file, copied from the template (a file copy inside PostgreSQL, a few
 * tens of milliseconds), so files run in parallel without seeing each other's rows. Closing it drops it.
 */
export async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `afa_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`));
  const url = urlOf(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
