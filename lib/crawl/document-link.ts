// PLACEHOLDER: replaced by branch crawl-prims.
export const documentKind = (url: string): string | undefined =>
  /\.pdf$/i.test(new URL(url).pathname) ? 'pdf' : undefined;
