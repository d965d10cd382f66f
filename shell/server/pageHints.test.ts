import { jsonDataTag, pageHintTags, runtimeConfigTag, withHints, withPageParts } from './pageHints';

describe('pageHintTags', () => {
  const manifests = {
    storefront: 'http://localhost:3001/releases/0.1.0-1/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json?x="1"&y',
  };

  it("names the page, opens the remote's origin and asks for its manifest the way the runtime's fetch() will", () => {
    expect(pageHintTags('/zh-TW/top-up/pubg-mobile', manifests)).toBe(
      '<meta name="remote-page" content="storefront/TopUpPage">' +
        '<link rel="preconnect" href="http://localhost:3001" crossorigin="anonymous">' +
        '<link rel="preconnect" href="http://localhost:3001">' +
        '<link rel="preload" href="http://localhost:3001/releases/0.1.0-1/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('escapes what it writes into attributes', () => {
    expect(pageHintTags('/blog', manifests)).toContain('mf-manifest.json?x=&quot;1&quot;&amp;y"');
  });

  it('hints nothing for a shell page, a remote missing from the config or a relative URL', () => {
    expect(pageHintTags('/error/404', manifests)).toBe('');
    expect(pageHintTags('/user', manifests)).toBe('');
    expect(pageHintTags('/user', { account: '/account/mf-manifest.json' })).toBe('');
  });
});

describe('withHints', () => {
  it('puts the tags at the end of <head>, and leaves the page alone when there are none', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    expect(withHints(html, '<link>')).toBe('<html><head><title>t</title><link></head><body></body></html>');
    expect(withHints(html, '')).toBe(html);
  });
});

describe('runtimeConfigTag', () => {
  const config = {
    apiBase: '',
    remotes: { storefront: 'http://evil.example/</script><script>alert(1)</script>&\u2028' },
  };

  it('writes the config as a JSON data block that nothing in it can close', () => {
    const tag = runtimeConfigTag(config);
    expect(tag.startsWith('<script type="application/json" id="runtime-config">')).toBe(true);
    const body = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(config);
  });
});

describe('withPageParts', () => {
  // index.html as html-webpack-plugin writes it (minified attributes).
  const html =
    '<!doctype html><html lang=en><head><script defer src=/main.0a1b.js></script>' +
    '<link rel=preload as=script href=/main.0a1b.js fetchpriority=low>' +
    '<link rel=preload as=script href=/react-dom.2c3d.js fetchpriority=low>' +
    '<link rel=preload as=style href=/app.1a2b3c4d.css fetchpriority=low></head>' +
    '<body><div id=root></div></body></html>';

  it('sets the language and adds the tags; a page the browser renders keeps its empty root', () => {
    const page = withPageParts(html, { head: '<meta name="x">', language: 'zh-TW' });
    expect(page).toContain('<html lang="zh-TW">');
    expect(page).toContain('<meta name="x"></head>');
    expect(page).toContain('<div id=root></div>');
    expect(page).toContain('<link rel=preload as=style href=/app.1a2b3c4d.css');
    // Its startup scripts are on their way while main.js runs.
    expect(page).toContain('<link rel=preload as=script href=/react-dom.2c3d.js');
  });

  it("puts a rendered root in, with the shell's styles applied before the first paint", () => {
    const root = '<div id="root" data-server-rendered><main>Home</main></div>';
    const page = withPageParts(html, { head: '', root, language: 'en' });
    expect(page).toContain(`<body>${root}</body>`);
    expect(page).toContain('<link rel=stylesheet href=/app.1a2b3c4d.css>');
    expect(page).not.toContain('as=style');
    // Painted first: the startup scripts are asked for after the paint, main.js alone before it.
    expect(page).not.toContain('as=script');
    expect(page).toContain('<script defer src=/main.0a1b.js></script>');
  });
});

describe('withPageParts: the head a render stated', () => {
  const html =
    '<!doctype html><html lang=en><head><meta name=description content="Game top-ups."><title>TopUp Store</title></head>' +
    '<body><div id=root></div></body></html>';

  it('replaces the title and description and adds keywords, escaped', () => {
    const page = withPageParts(html, {
      head: '',
      meta: { title: 'Tips & tricks <2026>', description: 'Say "hi"', keywords: 'a, b' },
    });
    expect(page).toContain('<title>Tips &amp; tricks &lt;2026></title>');
    expect(page).toContain('<meta name="description" content="Say &quot;hi&quot;">');
    expect(page).toContain('<meta name="keywords" content="a, b"></head>');
    expect(page).not.toContain('Game top-ups.');
  });

  it("keeps index.html's own where the render stated none", () => {
    expect(withPageParts(html, { head: '', meta: {} })).toBe(html);
  });
});

describe('content is inserted as it is, never read as a replacement pattern', () => {
  // Every pattern String.prototype.replace expands in a string replacement, and a script end.
  const TEXT = "Dollar$`Nick $' $& $$ $1 $<name> </script>";
  const html =
    '<!doctype html><html lang=en><head><meta name=description content="Game top-ups."><title>TopUp Store</title>' +
    '<link rel=preload as=style href=/app.1a2b3c4d.css></head><body><div id=root></div></body></html>';
  const doctypes = (page: string) => page.match(/<!doctype/gi)?.length ?? 0;

  it('withHints', () => {
    const page = withHints(html, `<meta name="x" content="${TEXT}">`);
    expect(page).toBe(html.replace('</head>', () => `<meta name="x" content="${TEXT}"></head>`));
    expect(doctypes(page)).toBe(1);
  });

  it('the head tags of a rendered page (its answers and its member)', () => {
    const head = jsonDataTag('page-member', { nickname: TEXT });
    const page = withPageParts(html, { head });
    expect(page).toContain(`${head}</head>`);
    expect(doctypes(page)).toBe(1);
  });

  it('the title, description and keywords a render stated', () => {
    const page = withPageParts(html, { head: '', meta: { title: TEXT, description: TEXT, keywords: TEXT } });
    const escaped = "Dollar$`Nick $' $&amp; $$ $1 $&lt;name> &lt;/script>";
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(page).toContain(`<meta name="description" content="${escaped}">`);
    expect(page).toContain(`<meta name="keywords" content="${escaped}"></head>`);
    expect(doctypes(page)).toBe(1);
  });

  it('the rendered root', () => {
    const root = `<div id="root" data-server-rendered><dd>${TEXT.replace('<', '&lt;')}</dd></div>`;
    const page = withPageParts(html, { head: '', root, language: 'en' });
    expect(page).toContain(`<body>${root}</body>`);
    expect(doctypes(page)).toBe(1);
  });
});

describe('jsonDataTag', () => {
  it('writes answers with store text as a block nothing in them can close', () => {
    const answers = { '/public/blog/article/x': { title: '</script><img src=x onerror=alert(1)>' } };
    const tag = jsonDataTag('page-answers', answers);
    const body = tag.slice(tag.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/[<>]/);
    expect(JSON.parse(body)).toEqual(answers);
  });
});
