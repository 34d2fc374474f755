import { count } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from './client';
import { articleCategories, articles, articleTopics, rooms, unionMemberships, unions, users } from './schema';
import { summaryOf } from '../services/article-text';
import { seedArticles, type SeedArticle } from './seed-content/articles';
import { seedCategories, seedRooms, seedUnions, seedUsers } from './seed-content/community';

/** A known account to log in as locally (its login code appears in the server log like any other). */
export const demoUser = {
  email: 'demo@example.com',
  nickname: 'Demo',
  shareCode: 'DEMO2810',
} as const;

const HOUR_MS = 60 * 60_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Picture `n` of a folder of public/seed/. WebP, one of the formats the image service stores uploads in
 * (services/image-service.ts), so the demo pages load pictures as real ones do. An SVG picture is a document of its
 * own, drawn on the page's main thread: as SVG, /home's pictures took 82 ms of it in 17 tasks after the first paint.
 */
const seedPicture = (folder: 'articles' | 'avatars' | 'covers' | 'rooms' | 'unions', n: number) => `/seed/${folder}/${pad2(n)}.webp`;

/** The HTML body of a seed article from its compact blocks (see `SeedArticle`). */
export function renderSeedBody(blocks: string[]): string {
  return blocks
    .map((block) => {
      if (block.startsWith('h:')) return `<h2>${block.slice(2)}</h2>`;
      if (block.startsWith('q:')) return `<blockquote><p>${block.slice(2)}</p></blockquote>`;
      if (block.startsWith('ul:')) {
        return `<ul>${block
          .slice(3)
          .split('|')
          .map((item) => `<li>${item}</li>`)
          .join('')}</ul>`;
      }
      if (block.startsWith('img:')) {
        const [, number, caption = ''] = block.split(':', 3);
        const src = seedPicture('articles', Number(number));
        return `<figure><img src="${src}" alt="${escapeHtml(caption)}" width="800" height="450" loading="lazy"><figcaption>${escapeHtml(caption)}</figcaption></figure>`;
      }
      return `<p>${block}</p>`;
    })
    .join('\n');
}

function seedEmail(nickname: string): string {
  const slug = nickname
    .normalize('NFD')
    .replace(/[^\w\s]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${slug}@seed.example.com`;
}

async function seedCommunity(db: DatabaseExecutor, now: Date): Promise<void> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  const userRows = await db
    .insert(users)
    .values(
      seedUsers.map((user, index) => ({
        email: seedEmail(user.nickname),
        nickname: user.nickname,
        avatar: seedPicture('avatars', index + 1),
        shareCode: `SEED${String(index + 1).padStart(4, '0')}`,
        rankScore: user.rankScore,
        createdAt: hoursAgo(2000 - index * 10),
      })),
    )
    .returning({ id: users.id });
  const userId = (index: number) => userRows[index]!.id;

  const topicIds = new Map<string, { topicId: number; categoryId: number }>();
  for (const [sort, category] of seedCategories.entries()) {
    const [categoryRow] = await db.insert(articleCategories).values({ name: category.name, sort }).returning({ id: articleCategories.id });
    const topicRows = await db
      .insert(articleTopics)
      .values(
        category.topics.map((topic, topicSort) => ({
          categoryId: categoryRow!.id,
          name: topic.name,
          description: topic.description,
          cover: seedPicture('covers', topic.cover),
          sort: topicSort,
        })),
      )
      .returning({ id: articleTopics.id });
    category.topics.forEach((topic, index) => topicIds.set(topic.key, { topicId: topicRows[index]!.id, categoryId: categoryRow!.id }));
  }

  const articleRow = (article: SeedArticle) => {
    const place = topicIds.get(article.topic);
    if (!place) throw new Error(`Seed article "${article.title}" names an unknown topic ${article.topic}`);
    const body = renderSeedBody(article.blocks);
    return {
      ...place,
      authorUserId: userId(article.author),
      title: article.title,
      summary: summaryOf(body),
      cover: article.cover ? seedPicture('covers', article.cover) : '',
      body,
      views: article.views,
      isTop: article.top ?? false,
      createdAt: hoursAgo(article.hoursAgo),
    };
  };
  await db.insert(articles).values(seedArticles.map(articleRow));

  await db.insert(rooms).values(
    seedRooms.map((room, index) => ({
      title: room.title,
      cover: seedPicture('rooms', (index % 8) + 1),
      hostUserId: userId(room.host),
      onlineCount: room.onlineCount,
      tags: room.tags,
      recommendWeight: room.recommendWeight,
      createdAt: hoursAgo(300 + index * 24),
    })),
  );

  for (const [index, union] of seedUnions.entries()) {
    const [unionRow] = await db
      .insert(unions)
      .values({
        name: union.name,
        description: union.description,
        avatar: seedPicture('unions', index + 1),
        ownerUserId: userId(union.owner),
        createdAt: hoursAgo(1800 - index * 50),
      })
      .returning({ id: unions.id });
    const joined = (member: number, role: 'owner' | 'member', daysIn: number) => ({
      unionId: unionRow!.id,
      userId: userId(member),
      status: 'joined' as const,
      role,
      appliedAt: hoursAgo(daysIn * 24 + 2),
      joinedAt: hoursAgo(daysIn * 24),
    });
    await db.insert(unionMemberships).values([
      joined(union.owner, 'owner', 70),
      ...union.members.map((member, order) => joined(member, 'member', 60 - order * 5)),
      ...union.pending.map((member) => ({
        unionId: unionRow!.id,
        userId: userId(member),
        status: 'pending' as const,
        appliedAt: hoursAgo(12),
      })),
    ]);
  }
}

/**
 * Inserts the data a fresh database starts with; running it again changes nothing.
 * The community is seeded once, when the database has no categories yet, so later
 * changes (views, memberships) are never overwritten.
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  await db.insert(users).values(demoUser).onConflictDoNothing();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ total: count() }).from(articleCategories);
    if ((existing?.total ?? 0) === 0) await seedCommunity(tx, now);
  });
}
