import type { Database } from './client';
import { users } from './schema';

/** A known account to log in as locally (its login code appears in the server log like any other). */
export const demoUser = {
  email: 'demo@example.com',
  nickname: 'Demo',
  shareCode: 'DEMO2810',
} as const;

/** Inserts the data a fresh database starts with; running it again changes nothing. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.insert(users).values(demoUser).onConflictDoNothing();
}
