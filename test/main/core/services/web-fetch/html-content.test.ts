import { describe, expect, it } from 'vitest';
import { htmlContent } from '../../../../../main/core/services/web-fetch/html-content.ts';
import { articlePage, articleText } from '../../../../mocks/cloud/web-site.ts';

const pageUrl = 'https://tides.example/guide/tides.html';

describe('HTML to the main content', () => {
  it('keeps the article as Markdown and drops scripts, navigation and footer', async () => {
    const converted = await htmlContent(articlePage(), pageUrl, 'markdown');
    expect(converted.extraction).toBe('main-content');
    expect(converted.title).toBe(articleText.title);
    expect(converted.content).toContain(`# ${articleText.heading}`);
    for (const paragraph of articleText.paragraphs) expect(converted.content).toContain(paragraph);
    expect(converted.content).not.toContain('trackingPixel');
    expect(converted.content).not.toContain(articleText.nav);
    expect(converted.content).not.toContain(articleText.footer);
  });

  it('makes links absolute against the page', async () => {
    const converted = await htmlContent(articlePage(), pageUrl, 'markdown');
    expect(converted.content).toContain('[the tide tables](https://tides.example/more/tables)');
    expect(converted.content).toContain('[elsewhere](https://other.example/x)');
  });

  it('honours a <base href>', async () => {
    const html = `<html><head><base href="https://cdn.example/docs/"><title>B</title></head><body><article><p>${'Words about the base element. '.repeat(10)}<a href="page.html">a page</a></p></article></body></html>`;
    const converted = await htmlContent(html, pageUrl, 'markdown');
    expect(converted.content).toContain('[a page](https://cdn.example/docs/page.html)');
  });

  it('gives plain text with a line per block', async () => {
    const converted = await htmlContent(articlePage(), pageUrl, 'text');
    expect(converted.content.split('\n\n').slice(0, 4)).toEqual([articleText.heading, ...articleText.paragraphs]);
    expect(converted.content).not.toContain('#');
    expect(converted.content).not.toContain('](');
  });

  it('keeps preformatted text as it is, and table cells apart', async () => {
    const html = `<html><body><article><p>${'A sentence about code. '.repeat(8)}</p><pre>def f():\n    return 1\n\n\nf()</pre><table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table></article></body></html>`;
    const converted = await htmlContent(html, pageUrl, 'text');
    expect(converted.content).toContain('def f():\n    return 1\n\n\nf()');
    expect(converted.content).toContain('a\tb\nc\td');
  });

  it('converts the whole body, without scripts, when Readability finds no article', async () => {
    const html = '<html><head><title>Links</title></head><body><ul><li><a href="/a">Alpha</a></li><li>Gamma item</li></ul><script>var leaked = 1;</script></body></html>';
    const converted = await htmlContent(html, pageUrl, 'markdown');
    expect(converted.extraction).toBe('whole-body');
    expect(converted.title).toBe('Links');
    expect(converted.content).toBe('-   [Alpha](https://tides.example/a)\n-   Gamma item');
    const text = await htmlContent(html, pageUrl, 'text');
    expect(text.content).toBe('Alpha\nGamma item');
  });
});
