import { inlineDocument } from './inline-document';

function pageCarries(id: string, text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('inlineDocument (a run-time document the page carries)', () => {
  it('reads the JSON its server wrote in', () => {
    pageCarries(
      'remotes.json',
      '{"mf_exam":{"entry":"http://x/\\u003c/script>","version":"1.0.0"}}',
    );
    expect(inlineDocument('remotes.json')).toEqual({
      mf_exam: { entry: 'http://x/</script>', version: '1.0.0' },
    });
  });

  it('is missing when the page lacks the block, or its server left it unfilled or empty', () => {
    expect(inlineDocument('remotes.json')).toBeUndefined();
    pageCarries('remotes.json', '<!--# include virtual="/remotes.json" -->');
    pageCarries('app-config.json', '  ');
    expect(inlineDocument('remotes.json')).toBeUndefined();
    expect(inlineDocument('app-config.json')).toBeUndefined();
  });

  it('is missing, with a warning, when the block is not JSON (the shell fetches it instead)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageCarries('app-config.json', '{"apiBaseUrl":');
    expect(inlineDocument('app-config.json')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      "The page's app-config.json is not JSON; fetching it instead",
      expect.any(SyntaxError),
    );
  });
});
