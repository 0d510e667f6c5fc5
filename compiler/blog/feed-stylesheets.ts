// A blog's feeds made readable in a browser (`feedOptions.xslt`, as Docusaurus's
// blog plugin): each XML feed names an XSLT stylesheet beside it, which the
// browser runs to show the feed as a page (its title, what a feed is, each
// post linked with its date and summary) instead of a tree of tags. Written
// here, in pxdocs's words, with one small stylesheet both share.

export type FeedStylesheetType = 'rss' | 'atom';

/** The option as Docusaurus takes it: `true` for both feeds, or per feed. A path to a stylesheet of the site's own is left to init to name. */
export type XsltOption = boolean | { rss?: boolean | null; atom?: boolean | null } | undefined;

/** Whether the `type` feed is written with a stylesheet. */
export function wantsStylesheet(option: XsltOption, type: FeedStylesheetType): boolean {
  if (typeof option === 'boolean' || option === undefined) return option === true;
  return option[type] === true;
}

/** The feed's XML naming its stylesheet (`rss.xsl` beside `rss.xml`), after the XML declaration as Docusaurus writes it. */
export function withStylesheet(xml: string, type: FeedStylesheetType): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${type}.xsl"?>`;
  return /^<\?xml[^>]*\?>/.test(xml) ? xml.replace(/^(<\?xml[^>]*\?>)/, `$1${instruction}`) : `${instruction}\n${xml}`;
}

const CSS = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1e21;background:#fff}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
.about{padding:.75rem 1rem;border-radius:.4rem;background:#fff8e6;border-left:.3rem solid #e6a700}
h1{font-size:2rem;margin:1.5rem 0 .25rem}
.feed-description{color:#606770;margin:0 0 2rem}
article{padding:1rem 0;border-top:1px solid #dadde1}
article h2{font-size:1.25rem;margin:0}
a{color:#2e8555}
time{color:#606770;font-size:.875rem}
@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}.about{background:#4d3800}a{color:#25c2a0}.feed-description,time{color:#a0a3a8}article{border-color:#444950}}
`;

const page = (type: FeedStylesheetType, namespaces: string, title: string, description: string, items: string, link: string, date: string, summary: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${namespaces}>
  <xsl:output method="html" encoding="UTF-8" indent="yes"/>
  <xsl:template match="/">
    <html>
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${title}"/> (${type === 'rss' ? 'RSS' : 'Atom'} feed)</title>
        <link rel="stylesheet" href="${type}.css"/>
      </head>
      <body>
        <main>
          <p class="about">This is a web feed (${type === 'rss' ? 'RSS' : 'Atom'}): copy this page's address into a feed reader to follow the new posts.</p>
          <h1><xsl:value-of select="${title}"/></h1>
          <p class="feed-description"><xsl:value-of select="${description}"/></p>
          <xsl:for-each select="${items}">
            <article>
              <h2><a href="{${link}}"><xsl:value-of select="${type === 'rss' ? 'title' : 'atom:title'}"/></a></h2>
              <time><xsl:value-of select="${date}"/></time>
              <p><xsl:value-of select="${summary}"/></p>
            </article>
          </xsl:for-each>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;

/** The stylesheet files written beside a feed: `<type>.xsl` and the `<type>.css` it loads, by file name. */
export function feedStylesheetFiles(type: FeedStylesheetType): Record<string, string> {
  const xsl = type === 'rss'
    ? page('rss', '', 'rss/channel/title', 'rss/channel/description', 'rss/channel/item', 'link', 'pubDate', 'description')
    : page('atom', ' xmlns:atom="http://www.w3.org/2005/Atom"', 'atom:feed/atom:title', 'atom:feed/atom:subtitle', 'atom:feed/atom:entry', "atom:link[not(@rel) or @rel='alternate']/@href", 'atom:updated', 'atom:summary');
  return { [`${type}.xsl`]: xsl, [`${type}.css`]: CSS };
}
