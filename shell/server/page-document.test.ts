import { renderedDocument } from './page-document';
import { RENDERED_MARKER } from '../../scripts/src/shell-page';
import type { Stylesheet } from './page-styles';
import type { RenderedPage } from '../src/server/render-contract';

const TEMPLATE =
  '<!doctype html><html lang=zh-CN><head><title>员工学习</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

const page: RenderedPage = {
  kind: 'page',
  status: 200,
  head: '<link rel="preload" as="image" href="/banner.svg"/>',
  html: '<p class="news">Company news</p>',
  state: {
    path: '/',
    language: 'en',
    user: null,
    router: { loaderData: {}, actionData: null, errors: null },
    calls: {},
    renderedAt: 1_764_000_000_000,
  },
};

const headOf = (stylesheets: Stylesheet[]) => {
  const html = renderedDocument(TEMPLATE, {}, page, stylesheets);
  return html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
};

describe('the stylesheets of a rendered page', () => {
  it.each<[string, Stylesheet[], string]>([
    [
      'carries a stylesheet it has the text of, named as the chunk loader looks for it',
      [{ href: '/1147.477fffc1.css', file: '1147.477fffc1.css', css: '.news{color:red}' }],
      '<style data-href="1147.477fffc1.css" data-source="/1147.477fffc1.css">.news{color:red}</style>',
    ],
    [
      "names a carried remote stylesheet by a link the federation's runtime finds, disabled (not loaded)",
      [{ href: 'http://cdn.test/mf-content/1.0.0-ab/x.css', file: 'x.css', css: '.x{gap:0}' }],
      '<style data-href="x.css" data-source="http://cdn.test/mf-content/1.0.0-ab/x.css">.x{gap:0}</style><link rel="stylesheet" href="http://cdn.test/mf-content/1.0.0-ab/x.css" disabled>',
    ],
    [
      "links one it has not (a remote's, unreadable)",
      [{ href: 'http://cdn.test/mf-content/1.0.0-ab/x.css', file: 'x.css' }],
      '<link rel="stylesheet" href="http://cdn.test/mf-content/1.0.0-ab/x.css" data-href="x.css">',
    ],
    [
      'writes a text two chunks share once, where its last copy stands',
      [
        { href: '/1147.a.css', file: '1147.a.css', css: '.a{margin:0}' },
        { href: '/7774.b.css', file: '7774.b.css', css: '.a{margin:4px}' },
        { href: '/3528.a.css', file: '3528.a.css', css: '.a{margin:0}' },
      ],
      '<style data-href="1147.a.css" data-source="/1147.a.css"></style><link rel="stylesheet" href="/1147.a.css" disabled><style data-href="7774.b.css" data-source="/7774.b.css">.a{margin:4px}</style><link rel="stylesheet" href="/7774.b.css" disabled><style data-href="3528.a.css" data-source="/3528.a.css">.a{margin:0}</style>',
    ],
    [
      'keeps a text from closing its element',
      [{ href: '/a.css', file: 'a.css', css: '.q::after{content:"</style><script>"}' }],
      '<style data-href="a.css" data-source="/a.css">.q::after{content:"<\\/style><script>"}</style>',
    ],
  ])('%s', (_name, stylesheets, written) => {
    const head = headOf(stylesheets);
    expect(head).toContain(written);
    // After the page's own head (its largest image's preload), before the page is parsed.
    expect(head.indexOf(page.head)).toBeLessThan(head.indexOf(written));
  });
});

describe("the preloads of a rendered page's head", () => {
  it("come first, right after the marker that tells the start script: the page's (its largest image), then the texts", () => {
    const html = renderedDocument(
      TEMPLATE,
      {},
      page,
      [],
      ['/texts-en-start.549a74a1.js', '/texts-en-rest.dbc216e4.js'],
    );
    expect(html).toContain(
      `<head>${RENDERED_MARKER}${page.head}<link rel="preload" as="script" href="/texts-en-start.549a74a1.js" fetchpriority="high"><link rel="preload" as="script" href="/texts-en-rest.dbc216e4.js" fetchpriority="high"><title>`,
    );
  });

  it('preloads nothing without files (a language the build has no catalogue for)', () => {
    expect(renderedDocument(TEMPLATE, {}, page, [])).not.toContain('rel="preload" as="script"');
  });
});
