/**
 * Finds English a user would read that is written in the code instead of messages.json: where a
 * message is made (an error, a warning, a notification or menu title, a zod check), JSX text and
 * the attributes a user reads, words passed into t(), sentences anywhere, plurals chosen by
 * English rules (`n === 1 ? …`) and a/an chosen by the next letter.
 */
import ts from 'typescript';

/** Properties whose value a user reads: messages, and the titles of notifications, menus, jobs. */
const MESSAGE_PROPERTIES = new Set(['message', 'warning', 'error', 'title']);
/** Calls whose arguments are messages. */
const MESSAGE_CALLS = new Set(['fileProblem', 'issue', 'push', 'refuse', 'reportToUser', 'confirm', 'alert', 'prompt']);
/** zod checks: their second argument is the message. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'positive', 'nonnegative', 'refine']);
/** JSX attributes a user reads (or hears, through a screen reader), and the props that fill them. */
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'alt', 'label', 'hint']);
/** Calls that compare text with a literal. */
const MATCHING = new Set(['startsWith', 'endsWith', 'includes', 'indexOf', 'test', 'match', 'replace', 'split']);
/** Calls that only write to the developer's console. */
const CONSOLE = new Set(['log', 'warn', 'error', 'info', 'debug']);

/** Words, as in "Choose a page". */
const WORDS = /[A-Za-z]{2,} (?:[a-z]+ )*[a-z]{2,}/;
/** A sentence written anywhere: a capital, three words or more, an end mark. */
const SENTENCE = /^[A-Z][a-z']*(?:\s+[^\s/=<>{}]+){2,}[.!?…]$/;
/** An English noun phrase: "a Word document", "the answer". */
const NOUN_PHRASE = /^(?:an?|the) [A-Za-z]{2,}/i;
/** A word once addresses, paths and file names are taken out ("page", not ".md" or "a/b.xml"). */
const hasWord = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\S*[./:@#]\S*/g, ''));

export interface Finding {
  line: number;
  text: string;
  why: string;
}

/** The literal words of a string or template (the ${…} parts left out). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

/** The expression a literal's value flows into: up through parentheses, `a ? b : c`, `a ?? b`, `as`. */
function valueHolder(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    const passes =
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== current) ||
      (ts.isBinaryExpression(parent) &&
        parent.right === current &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(parent.operatorToken.kind));
    if (!passes) return current;
    current = parent;
  }
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
};

const isConsoleCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'console' &&
  CONSOLE.has(node.expression.name.text);

const isTCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ['t', 'tPlural'].includes(calleeName(node));

/** Why a literal with these words, in this place, is English a user reads (or undefined). */
function literalFinding(node: ts.Node, text: string): string | undefined {
  if (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return undefined;
  if (ts.isLiteralTypeNode(node.parent) || ts.isCaseClause(node.parent)) return undefined;
  const holder = valueHolder(node);
  const place = holder.parent;
  if (isConsoleCall(place)) return undefined;
  if (isTCall(place) && place.arguments.indexOf(holder as ts.Expression) > 0 && hasWord(text)) {
    return 'words passed into t(): give them a message of their own';
  }
  if (ts.isJsxExpression(place)) {
    const owner = place.parent;
    if (ts.isJsxElement(owner) || ts.isJsxFragment(owner)) return hasWord(text) ? 'JSX text' : undefined;
    if (ts.isJsxAttribute(owner) && READ_ATTRIBUTES.has(owner.name.getText()) && hasWord(text))
      return `the ${owner.name.getText()} a user reads`;
  }
  if (ts.isJsxAttribute(place) && READ_ATTRIBUTES.has(place.name.getText()) && hasWord(text)) {
    return `the ${place.name.getText()} a user reads`;
  }
  // A placeholder shows an example value ("User-Agent", "#content"), unless it speaks.
  if (ts.isJsxAttribute(place) && place.name.getText() === 'placeholder' && WORDS.test(text)) {
    return 'the placeholder a user reads';
  }
  if (WORDS.test(text) && isMessagePlace(holder, place)) return 'a message written in English';
  if (SENTENCE.test(text)) return 'a sentence written in English';
  if (NOUN_PHRASE.test(text) && !isMatchedAgainst(holder, place)) return 'an English phrase';
  return undefined;
}

/** A literal that text is compared with (a library's message, a page's words), not shown. */
function isMatchedAgainst(holder: ts.Node, place: ts.Node): boolean {
  if (ts.isVariableDeclaration(place) || ts.isBinaryExpression(place)) return true;
  return (
    ts.isCallExpression(place) && MATCHING.has(calleeName(place)) && place.arguments.includes(holder as ts.Expression)
  );
}

function isMessagePlace(holder: ts.Node, place: ts.Node): boolean {
  if (ts.isPropertyAssignment(place) && place.initializer === holder) {
    return ts.isIdentifier(place.name) && MESSAGE_PROPERTIES.has(place.name.text);
  }
  if (ts.isNewExpression(place)) return /Error$/.test(calleeName(place));
  if (ts.isCallExpression(place) && place.arguments.includes(holder as ts.Expression)) {
    const name = calleeName(place);
    if (MESSAGE_CALLS.has(name)) return true;
    return ZOD_CHECKS.has(name) && place.arguments.indexOf(holder as ts.Expression) > 0;
  }
  return false;
}

const COUNT_COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.LessThanEqualsToken,
]);

const comparesWithOne = (condition: ts.Expression): boolean =>
  ts.isBinaryExpression(condition) &&
  COUNT_COMPARISONS.has(condition.operatorToken.kind) &&
  [condition.left, condition.right].some((side) => ts.isNumericLiteral(side) && side.text === '1');

/** Whether a branch is, or calls t() for, words. */
const hasWords = (branch: ts.Node): boolean =>
  ts.isStringLiteral(branch) ||
  ts.isNoSubstitutionTemplateLiteral(branch) ||
  isTCall(branch) ||
  (!ts.isFunctionLike(branch) && (ts.forEachChild(branch, (child) => isTCall(child) || hasWords(child)) ?? false));

/**
 * `n === 1 ? 'page' : 'pages'`, `n === 1 ? t('x') : t('y', n)` or the same as an if/else: English's
 * plural rule in code.
 */
function isEnglishPlural(node: ts.Node): boolean {
  if (ts.isConditionalExpression(node)) {
    const words = (branch: ts.Expression) =>
      ts.isStringLiteral(branch) || ts.isNoSubstitutionTemplateLiteral(branch) || isTCall(branch);
    return comparesWithOne(node.condition) && words(node.whenTrue) && words(node.whenFalse);
  }
  if (ts.isIfStatement(node) && node.elseStatement) {
    return comparesWithOne(node.expression) && hasWords(node.thenStatement) && hasWords(node.elseStatement);
  }
  return false;
}

/** `{ one: 'chart', many: 'charts' }`: a word's two English forms, for code to choose from. */
function isPluralPair(node: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const words = node.properties.filter(
    (p) =>
      ts.isPropertyAssignment(p) &&
      ts.isIdentifier(p.name) &&
      ['one', 'many', 'other', 'singular', 'plural'].includes(p.name.text) &&
      literalText(p.initializer) !== undefined,
  );
  return words.length >= 2;
}

/** `/^[aeiou]/.test(word) ? 'an' : 'a'`: English's article rule in code. */
const isArticleChoice = (node: ts.Node): boolean =>
  ts.isRegularExpressionLiteral(node) && /^\/\^?\[aeiou/i.test(node.text);

/** Each piece of English a user reads, written in this source instead of messages.json. */
export function englishInCode(fileName: string, text: string): Finding[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const add = (node: ts.Node, why: string, words: string) =>
    found.push({
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: words.replace(/\s+/g, ' ').slice(0, 80),
      why,
    });
  const visit = (node: ts.Node): void => {
    const literal = literalText(node);
    const why = literal === undefined ? undefined : literalFinding(node, literal);
    if (why) add(node, why, literal!);
    if (ts.isJsxText(node) && hasWord(node.text)) add(node, 'JSX text', node.text.trim());
    if (isEnglishPlural(node)) add(node, 'a plural chosen by English rules: use tPlural()', node.getText());
    if (isPluralPair(node)) add(node, 'a word in its English plural forms: use tPlural()', node.getText());
    if (isArticleChoice(node)) add(node, 'a/an chosen by the next letter: write whole sentences', node.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
