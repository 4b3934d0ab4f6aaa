/** removeBase64Images: the placeholder the real service writes in place of a data: image URL. */
export const BASE64_IMAGE_PLACEHOLDER = '<Base64-Image-Removed>';

const BASE64_IMAGE = /^\s*data:image\/[^,;]*(?:;[^,;]*)*;base64,/i;

export function isBase64Image(url: string): boolean {
  return BASE64_IMAGE.test(url);
}

/**
 * Replaces base64 image URLs inside markdown image syntax, for markdown that did not come from
 * our converter (the converter substitutes the placeholder while it writes).
 */
export function replaceBase64ImagesInMarkdown(markdown: string): string {
  return markdown.replace(/(!\[[^\]]*\])\(\s*data:image\/[^)]*\)/g, `$1(${BASE64_IMAGE_PLACEHOLDER})`);
}
