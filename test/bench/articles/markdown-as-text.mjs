// Markdown reduced to the text the article benchmark scores, the same for every pipeline: one
// leading `# headline` line dropped (the ground truth holds no headline), images dropped, links
// reduced to their text, backslash escapes undone.

const DESTINATION = String.raw`\((?:<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`;
const LABEL = String.raw`\[((?:[^\[\]]|\[[^\[\]]*\])*)\]`;
const IMAGE = new RegExp('!' + LABEL + DESTINATION, 'g');
const LINK = new RegExp(LABEL + DESTINATION, 'g');
const LEADING_HEADLINE = /^\s*# [^\n]*(?:\n|$)/;

export const SCORING_RULE =
  'scored as text: one leading "# " headline line dropped for every pipeline, images dropped, links reduced to their text';

export function markdownAsText(markdown) {
  let text = markdown.replace(LEADING_HEADLINE, '').replace(IMAGE, '');
  for (let i = 0; i < 3; i++) {
    const next = text.replace(LINK, '$1');
    if (next === text) break;
    text = next;
  }
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
