/** Addresses of the article screens; details take query strings, never path parameters. */
export const articleHref = (id: number) => `/home/inforDetail?id=${id}`;
export const categoryHref = (categoryId: number) => `/home/inforList?categoryId=${categoryId}`;
export const topicHref = (topicId: number) => `/home/inforSubList?topicId=${topicId}`;

/** A positive integer id from a query string value, or null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
