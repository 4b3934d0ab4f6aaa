import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/** One import of product code: the file that writes it, the path it names, and the file that names. */
export interface ProductImport {
  from: string;
  spec: string;
  to: string;
  /** `import type` / `export type`: no code runs, but the layers still hold for it. */
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const RESOLVE = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];

/** Every TypeScript file under `dirs` (repository-relative, forward slashes). */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = posix.join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return files;
}

/** The repository file an import names, or undefined for a package (or a path that names nothing). */
export function resolveImport(root: string, from: string, spec: string): string | undefined {
  const bare = spec.split('?')[0]!;
  let base: string;
  if (bare.startsWith('@/') || bare.startsWith('~/')) base = bare.slice(2);
  else if (bare.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), bare));
  else return undefined;
  for (const ending of RESOLVE) {
    const candidate = base + ending;
    if (existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile()) return candidate;
  }
  return base;
}

/** The imports a file writes: static, side-effect, re-exports and dynamic `import()`, with their kind. */
export function importsOf(root: string, file: string, text = readFileSync(join(root, file), 'utf8')): ProductImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: ProductImport[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    const to = resolveImport(root, file, spec);
    if (to !== undefined) found.push({ from: file, spec, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, Boolean(node.importClause?.isTypeOnly));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
