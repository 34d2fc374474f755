/** An article's first paragraph as plain text, cut at a word near 140 characters: what a list card shows. */
export function summaryOf(html: string): string {
  const opening = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const text = opening
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#?\w+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= 140) return text;
  const cut = text.slice(0, 140);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 80 ? cut.slice(0, lastSpace) : cut}…`;
}
