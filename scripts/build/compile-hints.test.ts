import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints } from './compile-hints';

describe('addCompileHints', () => {
  let outDir: string;
  const chunk = (name: string) => path.join(outDir, '_next', 'static', 'chunks', name);

  beforeEach(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(outDir, '_next', 'static', 'chunks', 'pages'), { recursive: true });
    writeFileSync(chunk('framework.js'), 'self.a=1;');
    writeFileSync(chunk('pages/home.js'), 'self.b=2;');
    writeFileSync(chunk('styles.css'), 'body{}');
    writeFileSync(path.join(outDir, 'sw.js'), 'self.c=3;');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('puts the hint on the first line of every script chunk, nested ones too, and leaves the code after it as it was', () => {
    expect(addCompileHints(outDir)).toEqual({ chunks: 2, hinted: 2 });
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(`${COMPILE_HINT}self.a=1;`);
    expect(readFileSync(chunk('pages/home.js'), 'utf8')).toBe(`${COMPILE_HINT}self.b=2;`);
  });

  it('touches no stylesheet and no script outside the chunks (the service worker is no page script)', () => {
    addCompileHints(outDir);
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe('body{}');
    expect(readFileSync(path.join(outDir, 'sw.js'), 'utf8')).toBe('self.c=3;');
  });

  it('hints a chunk once, however often the export is finished', () => {
    addCompileHints(outDir);
    expect(addCompileHints(outDir)).toEqual({ chunks: 2, hinted: 0 });
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(`${COMPILE_HINT}self.a=1;`);
  });

  it('fails on a folder that holds no export, instead of finishing nothing', () => {
    expect(() => addCompileHints(path.join(outDir, 'missing'))).toThrow(/ENOENT/);
  });
});
