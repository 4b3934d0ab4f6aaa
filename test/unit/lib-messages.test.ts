import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every message lib/ shows a user comes from messages.json through t(). This finds English
// sentences written where a message is made: a `message`/`warning`/`error` property, an Error or
// file problem, a warning pushed, a zod issue or check message. lib/convert is exempt: it also
// runs bundled into plain pages (test/bench), where there is no extension and t() gives keys.
const repo = path.resolve(import.meta.dirname, '../..');
const EXEMPT = ['lib/convert/'];
const MESSAGE_PROPERTIES = new Set(['message', 'warning', 'error']);
const MESSAGE_CALLS = new Set(['fileProblem', 'issue', 'push']);
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'positive', 'nonnegative', 'refine']);
const SENTENCE = /[A-Za-z]{2,} [a-z]{2,}/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.some((e) => rel.startsWith(e)) ? [rel] : [];
  });
}

/** The literal words of a string or template (the ${…} parts left out). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

function isMessagePlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    return ts.isIdentifier(parent.name) && MESSAGE_PROPERTIES.has(parent.name.text);
  }
  if (ts.isNewExpression(parent)) return ts.isIdentifier(parent.expression) && /Error$/.test(parent.expression.text);
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    if (MESSAGE_CALLS.has(name)) return true;
    return ZOD_CHECKS.has(name) && parent.arguments.indexOf(node as ts.Expression) > 0;
  }
  return false;
}

/** Each English sentence written where a message is made, as file:line: text. */
function literalMessages(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    if (text !== undefined && SENTENCE.test(text) && isMessagePlace(node)) {
      found.push(
        `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.slice(0, 80)}`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parsed = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

describe('messages made in lib/', () => {
  const files = sourceFiles('lib');

  it('are read from messages.json through t(), never written in English in the code', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => literalMessages(parsed(file, readFileSync(path.join(repo, file), 'utf8'))))).toEqual(
      [],
    );
  });

  it('would be found if one were written in English', () => {
    // The check itself, on the shapes it must catch (a test that cannot fail proves nothing).
    const shapes = [
      "throw new ApiError({ kind: 'x', message: 'The page could not be read.' });",
      'report({ message: `Reading page ${n} of the file…` });',
      "warnings.push('Some rows were left out.');",
      "z.string().min(1, 'Enter a CSS selector.');",
      "throw new Error('Nothing is selected on the page.');",
      "throw new ApiError({ kind: 'x', message: t('api_noKey') });", // the right way: not found
    ];
    const hits = literalMessages(parsed('probe.ts', shapes.join('\n')));
    expect(hits).toHaveLength(shapes.length - 1);
  });
});
