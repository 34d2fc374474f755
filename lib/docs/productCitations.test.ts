/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findCitationProblems, productSections } from './productCitations';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED_FOLDERS = ['app', 'components', 'lib', 'server', 'scripts', 'e2e', 'contracts'];
const SCANNED_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|sol|sql|md)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'out', 'cache', 'out-tests', 'cache-tests', '.next']);
/** The checker and its test quote wrong citations on purpose. */
const CHECKER_FILES = new Set(['lib/docs/productCitations.ts', 'lib/docs/productCitations.test.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(full);
    return SCANNED_EXTENSIONS.test(entry.name) ? [full] : [];
  });
}

const sections = productSections(readFileSync(path.join(ROOT, 'docs/PRODUCT.md'), 'utf8'));

describe('citations of docs/PRODUCT.md', () => {
  it('reads the nine top-level sections and their subsections', () => {
    for (const number of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '4.4', '7.2']) expect(sections).toContain(number);
    expect(sections).not.toContain('10');
  });

  it('finds an unknown section, an old-style citation and a short form', () => {
    const text = [
      '// docs/PRODUCT.md §4.4: fine',
      '// docs/PRODUCT.md §7, §12: the second is unknown',
      '/** SPEC §8: the old name */',
      '// PRODUCT §3: not the agreed form',
      '// docs/PRODUCT.md §4.9 and §2',
    ].join('\n');
    expect(findCitationProblems('x.ts', text, sections)).toEqual([
      'x.ts:2 cites docs/PRODUCT.md §12, which does not exist',
      'x.ts:3 cites SPEC; cite docs/PRODUCT.md §n instead',
      'x.ts:4 cites "PRODUCT §3"; write docs/PRODUCT.md §3',
      'x.ts:5 cites docs/PRODUCT.md §4.9, which does not exist',
    ]);
  });

  it('names only sections that exist, in one form, across the code', () => {
    const problems = SCANNED_FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(ROOT, folder))
        .map((file) => path.relative(ROOT, file))
        .filter((file) => !CHECKER_FILES.has(file))
        .flatMap((file) => findCitationProblems(file, readFileSync(path.join(ROOT, file), 'utf8'), sections)),
    );
    expect(problems).toEqual([]);
  });
});
