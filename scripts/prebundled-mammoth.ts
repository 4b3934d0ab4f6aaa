import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ID = '\0mammoth-prebundled';

/**
 * Serves `import mammoth from 'mammoth'` with mammoth pre-bundled by esbuild as one ES module
 * (its "browser" field honoured, so no Node code). Bundled by this build's own bundler from its
 * CommonJS sources instead, it ran about a third slower in Chromium (50 ms against 75 ms for a
 * 20-page document; see test/bench/parse-throughput.ts), so the DOCX reader fell behind mammoth.
 */
export function prebundledMammoth(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'wde:prebundled-mammoth',
    enforce: 'pre',
    resolveId: (source) => (source === 'mammoth' ? ID : undefined),
    load(id) {
      if (id !== ID) return undefined;
      code ??= build({
        stdin: { contents: "export { default } from 'mammoth';", resolveDir: process.cwd() },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        logLevel: 'silent',
      }).then((out) => out.outputFiles[0]!.text);
      return code;
    },
  };
}
