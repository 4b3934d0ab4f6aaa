/**
 * What a page says it is, in the standard vocabularies pages use to describe themselves to
 * others (Open Graph's og:type, schema.org types in JSON-LD or microdata): an article (a news
 * story, a blog post, a report, a forum post) or something else (a product, a listing, a home or
 * service page). An article's text is found and the rest pruned; anything else keeps all but its
 * furniture, as the service does.
 */

const ARTICLE_TYPE = /^(?:\w*Article|BlogPosting|LiveBlogPosting|Report|DiscussionForumPosting|SocialMediaPosting)$/;
const LD_TYPE = /"@type"\s*:\s*(\[[^\]]*\]|"[^"]*")/g;
/** JSON-LD blocks longer than this are not searched (a whole catalogue in a script). */
const MAX_LD = 200_000;

function declaredTypes(doc: Document): string[] {
  const types: string[] = [];
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    const text = script.textContent ?? '';
    if (text.length > MAX_LD) continue;
    for (const m of text.matchAll(LD_TYPE)) types.push(...(m[1] ?? '').replace(/[[\]"\s]/g, '').split(','));
  }
  for (const el of Array.from(doc.querySelectorAll('[itemtype]')).slice(0, 50)) {
    types.push((el.getAttribute('itemtype') ?? '').split('/').pop() ?? '');
  }
  return types;
}

/** True when the page declares itself an article of some kind. */
export function declaresArticle(doc: Document): boolean {
  const og = doc.querySelector('meta[property="og:type"]')?.getAttribute('content')?.trim().toLowerCase() ?? '';
  if (og === 'article' || og.startsWith('article:') || og.startsWith('article.')) return true;
  return declaredTypes(doc).some((type) => ARTICLE_TYPE.test(type));
}
