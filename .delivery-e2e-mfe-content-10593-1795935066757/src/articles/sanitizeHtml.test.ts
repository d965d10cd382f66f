import { sanitizeArticleHtml } from './sanitizeHtml';

/** Script-bearing inputs: none of them may leave a script, a handler or a dangerous URL behind. */
const ATTACKS: Array<[string, string]> = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['script tag, upper case', '<SCRIPT SRC=//evil.test/x.js></SCRIPT>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['onclick on a paragraph', '<p onclick="alert(1)">click</p>'],
  ['onmouseover without quotes', '<a onmouseover=alert(1) href="/blog">x</a>'],
  ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: with entities', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['javascript: with a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['javascript: in upper case with spaces', '<a href="  JAVASCRIPT:alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  ['math with link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['iframe src', '<iframe src="https://evil.test"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['style tag', '<style>@import "javascript:alert(1)"; body{background:url(javascript:alert(1))}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link import', '<link rel="import" href="https://evil.test/x.html">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['nested comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['mutation via textarea', '<textarea><img title="</textarea><img src=x onerror=alert(1)>"></textarea>'],
  ['formaction on button', '<button formaction="javascript:alert(1)">x</button>'],
  ['srcset', '<img src="/a.png" srcset="javascript:alert(1) 1x">'],
  ['dom clobbering id', '<img name="cookie" id="location" src="/a.png">'],
];

function assertHarmless(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const elements = Array.from(holder.querySelectorAll('*'));
  for (const element of elements) {
    expect([
      'SCRIPT',
      'IFRAME',
      'OBJECT',
      'EMBED',
      'STYLE',
      'SVG',
      'MATH',
      'FORM',
      'META',
      'BASE',
      'LINK',
    ]).not.toContain(element.nodeName.toUpperCase());
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      expect(['style', 'srcdoc', 'formaction', 'action', 'srcset', 'id', 'name']).not.toContain(name);
      if (['href', 'src', 'cite'].includes(name)) {
        // eslint-disable-next-line no-control-regex -- browsers skip control characters in a scheme
        expect(value.replace(/[\s\u0000-\u001f]/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
      }
    }
  }
  expect(html).not.toMatch(/<script/i);
}

describe('sanitizeArticleHtml', () => {
  it.each(ATTACKS)('removes the danger of %s', (_name, input) => {
    assertHarmless(sanitizeArticleHtml(input));
  });

  it('keeps the formatting an article uses', () => {
    const input =
      '<h2>Steps</h2><p>Open the <strong>game</strong> and <em>copy</em> your ID.</p>' +
      '<ul><li>One</li><li>Two</li></ul><img src="/media/articles/a.svg" alt="Where the ID is">' +
      '<a href="/top-up/mobile-legends">Top up</a><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(input)).toBe(input);
  });

  it('opens other sites in a new tab without the opener', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com/x">x</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps mailto and tel links and the text of removed tags', () => {
    expect(sanitizeArticleHtml('<a href="mailto:help@topup.test">mail</a><font>text</font>')).toBe(
      '<a href="mailto:help@topup.test">mail</a>text',
    );
    expect(sanitizeArticleHtml('<a href="tel:+8860000">call</a>')).toBe('<a href="tel:+8860000">call</a>');
  });
});
