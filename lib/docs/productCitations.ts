/**
 * Checks the citations of the product reference in code comments: `docs/PRODUCT.md §4`, `docs/PRODUCT.md §4.2`,
 * or several after one name (`docs/PRODUCT.md §7, §9`, `§3–§6`). Used by its test over the whole repository.
 */

const SECTION_NUMBER = String.raw`\d+(?:\.\d+)*`;
const CITATION = new RegExp(
  String.raw`((?:docs/)?PRODUCT(?:\.md)?)\s*§\s*(${SECTION_NUMBER})((?:\s*(?:,|and|&|–|-|to)\s*§\s*${SECTION_NUMBER})*)`,
  'g',
);
const FOLLOWING_SECTION = new RegExp(String.raw`§\s*(${SECTION_NUMBER})`, 'g');
const CITED_NAME = 'docs/PRODUCT.md';
/** The name the product reference had before it lived in the repository. */
const FORMER_NAME = /\bSPEC\b/;

/** The section numbers docs/PRODUCT.md defines by its headings (`## §4 …`, `### §4.2 …`). */
export function productSections(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,}\s*§(\d+(?:\.\d+)*)\b/gm)].map((match) => match[1]);
}

/** One line per problem: a section that does not exist, a citation in another form, or the former name. */
export function findCitationProblems(file: string, text: string, sections: readonly string[]): string[] {
  const known = new Set(sections);
  return text.split('\n').flatMap((line, index) => {
    const where = `${file}:${index + 1}`;
    const problems: string[] = [];
    if (FORMER_NAME.test(line)) problems.push(`${where} cites SPEC; cite ${CITED_NAME} §n instead`);
    for (const [, name, first, rest] of line.matchAll(CITATION)) {
      if (name !== CITED_NAME) problems.push(`${where} cites "${name} §${first}"; write ${CITED_NAME} §${first}`);
      const numbers = [first, ...[...rest.matchAll(FOLLOWING_SECTION)].map((match) => match[1])];
      for (const number of numbers) {
        if (!known.has(number)) problems.push(`${where} cites ${CITED_NAME} §${number}, which does not exist`);
      }
    }
    return problems;
  });
}
