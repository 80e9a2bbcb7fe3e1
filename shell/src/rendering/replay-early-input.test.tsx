import { render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ReplayEarlyInput, replayEarlyInput } from './replay-early-input';

/** A search box as pages write one: a controlled field, and what the page holds of it. */
function Search({ onChange }: { onChange?: (value: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <form>
      <input
        type="search"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          onChange?.(event.target.value);
        }}
      />
      <output>{keyword ? `searching ${keyword}` : 'no keyword'}</output>
    </form>
  );
}

/** The server's HTML of `page` in a fresh container, as the page arrives. */
function serverPage(page: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  return root;
}

/** The reader types into the page's first field before any script has run. */
const typeBeforeHydrating = (root: HTMLElement, text: string) => {
  root.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!.value = text;
};

const hydrate = (root: HTMLElement, page: ReactElement) =>
  render(<ReplayEarlyInput root={root}>{page}</ReplayEarlyInput>, {
    container: root,
    hydrate: true,
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text typed before the page hydrated', () => {
  it('is what the page holds once it has hydrated', async () => {
    const root = serverPage(<Search />);
    typeBeforeHydrating(root, 'sales');
    hydrate(root, <Search />);
    await waitFor(() => expect(screen.getByText('searching sales')).toBeTruthy());
    expect(root.querySelector('input')!.value).toBe('sales');
  });

  it('is replayed once its part of the page has hydrated (a remote page whose code comes later)', async () => {
    let arrive = () => {};
    const LaterSearch = lazy(
      () =>
        new Promise<{ default: typeof Search }>((resolve) => {
          arrive = () => resolve({ default: Search });
        }),
    );
    const root = serverPage(
      <Suspense fallback="loading">
        <Search />
      </Suspense>,
    );
    typeBeforeHydrating(root, 'sales');
    hydrate(
      root,
      <Suspense fallback="loading">
        <LaterSearch />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('no keyword')).toBeTruthy();
    arrive();
    await waitFor(() => expect(screen.getByText('searching sales')).toBeTruthy());
  });

  it('is lost to the page without the replay: the field shows it, the state does not hold it', () => {
    const root = serverPage(<Search />);
    typeBeforeHydrating(root, 'sales');
    render(<Search />, { container: root, hydrate: true });
    expect(root.querySelector('input')!.value).toBe('sales');
    expect(screen.getByText('no keyword')).toBeTruthy();
  });

  it('is not replayed for a field nobody typed into', async () => {
    const root = serverPage(<Search />);
    const onChange = jest.fn();
    hydrate(root, <Search onChange={onChange} />);
    await expect(replayEarlyInput(root)).resolves.toBe(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the fields replayed', () => {
  /** One controlled field of the kind, counting its changes. */
  function Field({ kind, onChange }: { kind: string; onChange: () => void }) {
    const [value, setValue] = useState('');
    const change = (event: { target: { value: string } }) => {
      setValue(event.target.value);
      onChange();
    };
    if (kind === 'textarea') return <textarea value={value} onChange={change} />;
    return <input type={kind || undefined} value={value} onChange={change} />;
  }

  it.each([
    ['text', 1],
    ['', 1],
    ['tel', 1],
    ['email', 1],
    ['password', 1],
    ['number', 1],
    ['textarea', 1],
    ['checkbox', 0],
    ['hidden', 0],
  ] as const)('%s: %i', async (kind, replayed) => {
    const onChange = jest.fn();
    const root = serverPage(<Field kind={kind} onChange={onChange} />);
    typeBeforeHydrating(root, '42');
    render(<Field kind={kind} onChange={onChange} />, { container: root, hydrate: true });
    await expect(replayEarlyInput(root)).resolves.toBe(replayed);
    expect(onChange).toHaveBeenCalledTimes(replayed);
  });
});
