import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client';
import { articleCategories, articles, articleTopics, searchRecords, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../http/error-codes';
import { pageOf, type Page } from '@/lib/protocol';
import { cleanArticleHtml } from './article-html';
import { summaryOf } from './article-text';

export interface AuthorInfo {
  id: number;
  nickname: string;
  avatar: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  cover: string;
  categoryId: number;
  topicId: number | null;
  author: AuthorInfo;
  views: number;
  isTop: boolean;
  createdAt: string;
}

export interface ArticleDetail extends ArticleSummary {
  body: string;
  categoryName: string;
  topicName: string | null;
}

/** Searches a user keeps; older ones are dropped. */
export const SEARCH_RECORDS_KEPT = 20;

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  categoryId: articles.categoryId,
  topicId: articles.topicId,
  views: articles.views,
  isTop: articles.isTop,
  createdAt: articles.createdAt,
  authorId: users.id,
  authorNickname: users.nickname,
  authorAvatar: users.avatar,
};

interface SummaryRow {
  id: number;
  title: string;
  summary: string;
  cover: string;
  categoryId: number;
  topicId: number | null;
  views: number;
  isTop: boolean;
  createdAt: Date;
  authorId: number;
  authorNickname: string;
  authorAvatar: string;
}

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    categoryId: row.categoryId,
    topicId: row.topicId,
    author: { id: row.authorId, nickname: row.authorNickname, avatar: row.authorAvatar },
    views: row.views,
    isTop: row.isTop,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCategoriesWithTopics(db: DatabaseExecutor) {
  const [categories, topics] = await Promise.all([
    db.select().from(articleCategories).orderBy(asc(articleCategories.sort), asc(articleCategories.id)),
    db.select().from(articleTopics).orderBy(asc(articleTopics.sort), asc(articleTopics.id)),
  ]);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    topics: topics
      .filter((topic) => topic.categoryId === category.id)
      .map(({ id, name, description, cover }) => ({ id, name, description, cover })),
  }));
}

async function pageOfArticles(db: DatabaseExecutor, where: SQL | undefined, page: number, size: number): Promise<Page<ArticleSummary>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorUserId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return pageOf(rows.map(toSummary), total?.total ?? 0, page, size);
}

/** Articles of a category or a topic (or all), newest first. */
export function listArticles(
  db: DatabaseExecutor,
  filter: { categoryId?: number; topicId?: number },
  page: number,
  size: number,
): Promise<Page<ArticleSummary>> {
  const conditions = [
    filter.categoryId === undefined ? undefined : eq(articles.categoryId, filter.categoryId),
    filter.topicId === undefined ? undefined : eq(articles.topicId, filter.topicId),
  ];
  return pageOfArticles(db, and(...conditions), page, size);
}

/** Articles pinned to the top, newest first. */
export async function listTopArticles(db: DatabaseExecutor, size: number): Promise<ArticleSummary[]> {
  return (await pageOfArticles(db, eq(articles.isTop, true), 0, size)).list;
}

/** One article with its body; reading it counts a view. */
export async function readArticle(db: DatabaseExecutor, id: number): Promise<ArticleDetail> {
  const [counted] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  if (!counted) throw new ApiError(ErrorCode.notFound, 'No such article');
  return loadArticle(db, id);
}

export async function loadArticle(db: DatabaseExecutor, id: number): Promise<ArticleDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: articles.body,
      categoryName: articleCategories.name,
      topicName: articleTopics.name,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorUserId))
    .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
    .leftJoin(articleTopics, eq(articleTopics.id, articles.topicId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.notFound, 'No such article');
  return { ...toSummary(row), body: row.body, categoryName: row.categoryName, topicName: row.topicName };
}

export interface NewArticle {
  title: string;
  body: string;
  categoryId: number;
  topicId?: number;
  cover?: string;
}

/**
 * Stores a user's article with its body cleaned to the allowed HTML; the topic, when given, must belong to
 * the category. A body with no text left once cleaned is refused.
 */
export async function submitArticle(db: DatabaseExecutor, now: Date, authorUserId: number, article: NewArticle): Promise<ArticleDetail> {
  const body = cleanArticleHtml(article.body);
  if (body.replace(/<[^>]*>/g, '').trim() === '') {
    throw new ApiError(ErrorCode.badRequest, 'body: must contain some text once unsafe markup is removed');
  }
  const [category] = await db
    .select({ id: articleCategories.id })
    .from(articleCategories)
    .where(eq(articleCategories.id, article.categoryId))
    .limit(1);
  if (!category) throw new ApiError(ErrorCode.badRequest, 'categoryId: no such category');
  if (article.topicId !== undefined) {
    const [topic] = await db
      .select({ id: articleTopics.id })
      .from(articleTopics)
      .where(and(eq(articleTopics.id, article.topicId), eq(articleTopics.categoryId, article.categoryId)))
      .limit(1);
    if (!topic) throw new ApiError(ErrorCode.badRequest, 'topicId: no such topic in this category');
  }
  const [created] = await db
    .insert(articles)
    .values({
      categoryId: article.categoryId,
      topicId: article.topicId ?? null,
      authorUserId,
      title: article.title,
      summary: summaryOf(body),
      cover: article.cover ?? '',
      body,
      createdAt: now,
    })
    .returning({ id: articles.id });
  return loadArticle(db, created!.id);
}

/** Full-text search over titles (weighted higher) and bodies, best match first. */
export async function searchArticles(db: DatabaseExecutor, keyword: string, page: number, size: number): Promise<Page<ArticleSummary>> {
  const query = sql`websearch_to_tsquery('english', ${keyword})`;
  const matches = sql`${articles.searchVector} @@ ${query}`;
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorUserId))
      .where(matches)
      .orderBy(desc(sql`ts_rank(${articles.searchVector}, ${query})`), desc(articles.createdAt), desc(articles.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(articles).where(matches),
  ]);
  return pageOf(rows.map(toSummary), total?.total ?? 0, page, size);
}

/** Remembers a search as the user's most recent; a repeated keyword moves to the top. */
export async function recordSearch(db: DatabaseExecutor, now: Date, userId: number, keyword: string): Promise<void> {
  await db
    .insert(searchRecords)
    .values({ userId, keyword, searchedAt: now })
    .onConflictDoUpdate({ target: [searchRecords.userId, searchRecords.keyword], set: { searchedAt: now } });
  await db.execute(sql`
    DELETE FROM ${searchRecords} WHERE ${searchRecords.userId} = ${userId} AND ${searchRecords.id} NOT IN (
      SELECT ${searchRecords.id} FROM ${searchRecords} WHERE ${searchRecords.userId} = ${userId}
      ORDER BY ${searchRecords.searchedAt} DESC, ${searchRecords.id} DESC LIMIT ${SEARCH_RECORDS_KEPT}
    )`);
}

export async function listSearchRecords(db: DatabaseExecutor, userId: number) {
  const rows = await db
    .select({ keyword: searchRecords.keyword, searchedAt: searchRecords.searchedAt })
    .from(searchRecords)
    .where(eq(searchRecords.userId, userId))
    .orderBy(desc(searchRecords.searchedAt), desc(searchRecords.id))
    .limit(SEARCH_RECORDS_KEPT);
  return rows.map((row) => ({ keyword: row.keyword, searchedAt: row.searchedAt.toISOString() }));
}

/** Forgets one keyword, or every search when none is given; returns how many went. */
export async function clearSearchRecords(db: DatabaseExecutor, userId: number, keyword?: string): Promise<number> {
  const removed = await db
    .delete(searchRecords)
    .where(and(eq(searchRecords.userId, userId), keyword === undefined ? undefined : eq(searchRecords.keyword, keyword)))
    .returning({ id: searchRecords.id });
  return removed.length;
}
