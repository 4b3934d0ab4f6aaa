import type { Plugin } from 'vite';
import { withEagerCompileHint } from './eager-compile.mjs';

/**
 * Opens each named output file with V8's eager-compile hint (eager-compile.mjs), after minifying,
 * which would drop the comment.
 */
export function eagerCompile(fileNames: readonly string[]): Plugin {
  return {
    name: 'wde:eager-compile',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && fileNames.includes(chunk.fileName)) chunk.code = withEagerCompileHint(chunk.code);
    },
  };
}
