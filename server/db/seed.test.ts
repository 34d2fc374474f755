import { existsSync } from 'node:fs';
import path from 'node:path';
import { emptyAllTables, openTestDatabase, rowCount } from '../test-support/test-app';
import type { DatabaseHandle } from './client';
import { articleCategories, articles, articleTopics, rooms, unionMemberships, unions, users } from './schema';
import { seedDatabase } from './seed';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await emptyAllTables(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('seedDatabase', () => {
  it('fills a fresh database with a living community, once', async () => {
    await seedDatabase(database.db);
    const counts = async () => ({
      users: await rowCount(database.db, users),
      categories: await rowCount(database.db, articleCategories),
      topics: await rowCount(database.db, articleTopics),
      articles: await rowCount(database.db, articles),
      rooms: await rowCount(database.db, rooms),
      unions: await rowCount(database.db, unions),
      memberships: await rowCount(database.db, unionMemberships),
    });
    const first = await counts();
    expect(first.users).toBeGreaterThanOrEqual(31);
    expect(first.articles).toBeGreaterThanOrEqual(60);
    expect(first.categories).toBe(4);
    expect(first.topics).toBeGreaterThanOrEqual(12);
    expect(first.rooms).toBeGreaterThanOrEqual(10);
    expect(first.unions).toBe(6);

    await seedDatabase(database.db);
    expect(await counts()).toEqual(first);
  });

  it('writes varied HTML bodies spread over weeks, with local pictures that exist for every row that shows one', async () => {
    const rows = await database.db.select({ body: articles.body, cover: articles.cover, createdAt: articles.createdAt }).from(articles);
    const paragraphs = rows.map((row) => row.body.split('<p>').length - 1);
    expect(paragraphs.filter((count) => count >= 2).length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((row) => row.body)).size).toBe(rows.length);
    const ages = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(28 * 24 * 60 * 60_000);

    const imagePaths = rows.flatMap((row) => [row.cover, ...[...row.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!)]);
    const avatars = (await database.db.select({ avatar: users.avatar }).from(users)).map((row) => row.avatar);
    const topicCovers = (await database.db.select({ cover: articleTopics.cover }).from(articleTopics)).map((row) => row.cover);
    const roomCovers = (await database.db.select({ cover: rooms.cover }).from(rooms)).map((row) => row.cover);
    const unionAvatars = (await database.db.select({ avatar: unions.avatar }).from(unions)).map((row) => row.avatar);
    const local = [...imagePaths, ...avatars, ...topicCovers, ...roomCovers, ...unionAvatars].filter(Boolean);
    expect(local.length).toBeGreaterThan(40);
    for (const url of new Set(local)) {
      expect([url, existsSync(path.join(process.cwd(), 'public', url))]).toEqual([url, true]);
    }
  });
});
