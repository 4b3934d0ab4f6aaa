/**
 * A made-up page the converter practises on before a tab's first scrape (practice-run.ts): the
 * usual parts of a page (a menu, a headline with a byline, prose with links and emphasis, lists,
 * a table, code, a quote, a figure, a grid of cards, a sidebar, a footer, declared data), so that
 * most of the converter has run once, its patterns compiled, before it meets the page itself.
 */
export const PRACTICE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Field notes on rock pools | Example Notes</title>
<meta name="description" content="A short guide to rock pools.">
<meta name="author" content="A. Writer"><meta property="og:type" content="article">
<meta property="og:title" content="Field notes on rock pools"><meta property="og:image" content="/a.png">
<link rel="canonical" href="https://example.com/notes/rock-pools">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"Field notes on rock pools","author":{"@type":"Person","name":"A. Writer"},"datePublished":"2024-05-02"}</script>
</head><body>
<header class="site-header"><nav class="menu"><ul><li><a href="/">Home</a></li><li><a href="/notes/">Notes</a></li><li><a href="/about">About</a></li></ul></nav>
<form role="search"><input type="search" name="q"><button>Search</button></form></header>
<main><article class="post">
<nav class="breadcrumb"><a href="/">Home</a> › <a href="/notes/">Notes</a></nav>
<h1>Field notes on rock pools</h1>
<p class="byline">By <a rel="author" href="/a">A. Writer</a> · <time datetime="2024-05-02">2 May 2024</time></p>
<p>Twice a day the sea pulls back and leaves water in hollows of the rock. These <strong>pools</strong> are small and crowded, and what lives in them survives heat, rain and waves <em>in one afternoon</em>, as <a href="/notes/tides">the tide notes</a> explain.</p>
<figure><img src="/images/pool.jpg" srcset="/images/pool-2x.jpg 2x" alt="A pool with anemones" width="640" height="320"><figcaption>A pool at low tide.</figcaption></figure>
<h2 id="zones">Zones <a class="anchor" href="#zones">#</a></h2>
<p>Pools higher on the shore spend longer cut off from the sea:</p>
<ol><li>Spray zone: wet only by splash.</li><li>High zone: covered at high tide.</li><li>Low zone: seldom dry.</li></ol>
<ul><li><p>Bring a bucket.</p></li><li>Wear shoes with a grip.</li></ul>
<h2>Readings</h2>
<table><thead><tr><th>Pool</th><th>°C</th><th>Salinity</th></tr></thead><tbody><tr><td>A</td><td>24.5</td><td>38</td></tr><tr><td>B</td><td>19.0</td><td>35</td></tr></tbody></table>
<pre><code class="language-js">const reading = { pool: 'A', celsius: 24.5 };
console.log(JSON.stringify(reading));</code></pre>
<blockquote><p>Leave every rock the way you found it.</p></blockquote>
<p>Use <code>log()</code> for a reading, press <kbd>Enter</kbd> to save, and see H<sub>2</sub>O and 10<sup>3</sup>.</p>
<details><summary>Safety</summary><p>Watch the tide.</p></details>
<div class="share"><a href="https://share.example/?u=1">Share</a><a href="https://post.example/?u=1">Post</a></div>
</article>
<section class="related"><h2>More notes</h2><div class="cards">
<div class="card"><a href="/notes/crabs"><img src="/c.jpg" alt=""><h3>Crabs</h3></a><p>Shore crabs in summer.</p><span class="price">$4.00</span></div>
<div class="card"><a href="/notes/weed"><img src="/w.jpg" alt=""><h3>Weed</h3></a><p>Which weed grows where.</p><span class="price">$3.50</span></div>
<div class="card"><a href="/notes/birds"><img src="/b.jpg" alt=""><h3>Birds</h3></a><p>Waders at dawn.</p><span class="price">$2.00</span></div>
</div></section>
<section class="comments"><h2>2 comments</h2><article class="comment"><span class="author">B. Reader</span> <time datetime="2024-05-03">3 May</time><p>Lovely notes.</p></article></section>
</main>
<aside class="sidebar"><h3>Newsletter</h3><p>Weekly notes.</p><a class="button" href="/subscribe">Subscribe</a></aside>
<div class="cookie-banner" role="dialog"><p>We use cookies.</p><button>Accept</button></div>
<footer><p>© 2024 Example Notes · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer>
</body></html>`;
