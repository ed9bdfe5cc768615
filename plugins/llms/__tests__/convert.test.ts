import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../convert';

const options = { siteUrl: 'https://docs.example.com', pageUrl: 'https://docs.example.com/docs/a/page' };

/** A built page: navbar and sidebar outside <main>, the doc body inside `.theme-doc-markdown`. */
function page(body: string): string {
  return (
    '<html><body><nav class=navbar>Navbar text</nav><aside>Sidebar text</aside><main><div class=container>' +
    '<nav class=theme-doc-breadcrumbs>Breadcrumb text</nav>' +
    `<div class="theme-doc-markdown markdown">${body}</div>` +
    '<nav class=pagination-nav>Next page</nav></div></main><footer>Footer text</footer></body></html>'
  );
}

const convert = (body: string) => htmlToMarkdown(page(body), options) ?? '';

describe('htmlToMarkdown', () => {
  it('keeps the article and leaves out navigation, sidebar, pager and footer', () => {
    const md = convert('<header><h1>print</h1></header><p>Writes a value.</p>');
    expect(md).toBe('# print\n\nWrites a value.\n');
  });

  it('keeps a list of related tasks, a nav inside the article', () => {
    const md = convert(
      '<p>Body.</p><nav class=link-list aria-labelledby=t><h2 id=t>Tasks that use this page</h2>' +
        '<ul><li><a href=/docs/x>Load a CSV file</a></li></ul></nav>',
    );
    expect(md).toBe(
      'Body.\n\n## Tasks that use this page\n\n- [Load a CSV file](https://docs.example.com/docs/x)\n',
    );
  });

  it('returns undefined for a page without a doc article', () => {
    expect(htmlToMarkdown('<main><p>Tag list</p></main>', options)).toBeUndefined();
  });

  it('drops heading anchors, comments, buttons and hidden elements', () => {
    const md = convert(
      '<h2 class="anchor" id=syntax>Syntax<a href=#syntax class=hash-link aria-label="Direct link">\u200b</a></h2>' +
        '<p>One<!-- --> two <button>Copy</button><span aria-hidden=true>icon</span><span hidden>secret</span></p>',
    );
    expect(md).toBe('## Syntax\n\nOne two\n');
  });

  it('turns a Prism code block into a fenced block with its language, line by line', () => {
    const md = convert(
      '<div class="language-odsl codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH>' +
        '<pre class="prism-code language-odsl"><code class=codeBlockLines_e6Vv>' +
        '<span class=token-line><span class="token plain">qty </span><span class=token-operator>=</span><span> 120</span><br></span>' +
        '<span class=token-line><span class="token plain">print qty</span><br></span>' +
        '</code></pre><div class=buttonGroup><button>Copy</button></div></div></div>',
    );
    expect(md).toBe('```odsl\nqty = 120\nprint qty\n```\n');
  });

  it('keeps a code block title above the code', () => {
    const md = convert(
      '<div class="language-json theme-code-block"><div class=codeBlockTitle_x>response.json</div>' +
        '<pre><code><span class=token-line>{}</span></code></pre></div>',
    );
    expect(md).toBe('response.json\n\n```json\n{}\n```\n');
  });

  it('renders a table with its caption, header and row headers', () => {
    const md = convert(
      '<div class=scroller_qRJ7 role=region tabindex=0><table><caption class=caption_X>Clauses of print</caption>' +
        '<thead><tr><th scope=col>Clause<th scope=col>Meaning<tbody>' +
        '<tr><th scope=row><code>EXPR</code><td>Any expression | value</table></div>',
    );
    expect(md).toBe(
      '**Clauses of print**\n\n| Clause | Meaning |\n| - | - |\n| `EXPR` | Any expression \\| value |\n',
    );
  });

  it('shows every tab, hidden ones included, under its label', () => {
    const md = convert(
      '<div class="theme-tabs-container tabs-container"><ul role=tablist><li role=tab>curl<li role=tab>Python</ul>' +
        '<div class=margin-top--md><div role=tabpanel><p>With curl.</p></div>' +
        '<div role=tabpanel hidden><p>With Python.</p></div></div></div>',
    );
    expect(md).toBe('**curl**\n\nWith curl.\n\n**Python**\n\nWith Python.\n');
  });

  it('turns an admonition into a quote that starts with its label', () => {
    const md = convert(
      '<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading_Gvgb>' +
        '<span class=admonitionIcon_Rf37><svg><path d=""/></svg></span>tip</div>' +
        '<div class=admonitionContent_BuS1><p>Use <code>log</code> in processes.</p></div></div>',
    );
    expect(md).toBe('> **Tip**\n>\n> Use `log` in processes.\n');
  });

  it('lists doc cards as links with their descriptions', () => {
    const md = convert(
      '<section class=row><article class="docCardListItem_W1sv col"><a class=card href=/docs/odsl/variable/action>' +
        '<h2 title=Action>📄️ Action</h2><p title="A unit of code.">A unit of code.</p></a></article></section>',
    );
    expect(md).toBe('- [Action](https://docs.example.com/docs/odsl/variable/action): A unit of code.\n');
  });

  it('makes site links absolute and points anchors into the page', () => {
    const md = convert(
      '<p><a href=/docs/odsl/command/log>log</a>, <a href=#syntax>syntax</a>, <a href="https://other.example">x</a></p>',
    );
    expect(md).toBe(
      '[log](https://docs.example.com/docs/odsl/command/log), [syntax](https://docs.example.com/docs/a/page#syntax), [x](https://other.example)\n',
    );
  });

  it('decodes entities and writes the characters back safely', () => {
    const md = convert('<p>Use <code>a &lt; b</code> &amp;&nbsp;not a&lt;b or &lt;b&gt;</p>');
    expect(md).toBe('Use `a < b` &\u00a0not a\\<b or \\<b>\n');
  });

  it('makes image sources absolute', () => {
    const md = convert('<p><img src=/img/chart.png alt="Price chart"></p>');
    expect(md).toBe('![Price chart](https://docs.example.com/img/chart.png)\n');
  });

  it('writes details as their summary followed by the content', () => {
    const md = convert('<details><summary>Show the response</summary><div><p>All rows.</p></div></details>');
    expect(md).toBe('**Show the response**\n\nAll rows.\n');
  });

  it('keeps a space between an HTTP method badge and its path', () => {
    const md = convert(
      '<p class=endpoint_B><span class="method_wRfn get_r4E1">GET</span><code>/type</code></p>',
    );
    expect(md).toBe('GET `/type`\n');
  });

  it('finds the article after text that names its class, and behind a `<` in an attribute', () => {
    expect(
      htmlToMarkdown(
        '<main><p>Styled by theme-doc-markdown</p><div class="theme-doc-markdown"><p>Body</p></div></main>',
        options,
      ),
    ).toBe('Body\n');
    expect(
      htmlToMarkdown(
        '<main><div data-x="<style>" class="theme-doc-markdown"><p>Body</p></div></main>',
        options,
      ),
    ).toBe('Body\n');
  });

  it('reads the body of a generated category index', () => {
    const html =
      '<main><div class=generatedIndexPage_vN6x><nav>Breadcrumbs</nav><header><h1 class=title_k>Data Types</h1>' +
      '<p>The variable types.</p></header></div></main>';
    expect(htmlToMarkdown(html, options)).toBe('# Data Types\n\nThe variable types.\n');
  });
});
