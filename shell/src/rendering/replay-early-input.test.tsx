import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, lazy, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EARLY_ACTION_GLOBAL, earlyAction, type EarlyAction } from './early-action';
import { ReplayEarlyInput, replayEarlyInput, startEarlyInput } from './replay-early-input';

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

/** A search box that searches on Enter, as antd-mobile's SearchBar does. */
function SearchBox({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <input
      type="search"
      value={keyword}
      onChange={(event) => setKeyword(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(keyword);
      }}
    />
  );
}

/** A form with a field and its submit button: an invitation code to send. */
function Invite({ onSend }: { onSend: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(code);
      }}
    >
      <input value={code} onChange={(event) => setCode(event.target.value)} />
      <button type="submit">Activate</button>
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
  render(<ReplayEarlyInput early={startEarlyInput(root)}>{page}</ReplayEarlyInput>, {
    container: root,
    hydrate: true,
  });

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_ACTION_GLOBAL];
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
    expect(await act(() => replayEarlyInput(root))).toEqual({ typed: 0, action: null });
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
    expect(await act(() => replayEarlyInput(root))).toEqual({ typed: replayed, action: null });
    expect(onChange).toHaveBeenCalledTimes(replayed);
  });
});

describe('a tap or Enter before the page hydrated', () => {
  /** What the start script notes of a tap no handler took (scripts/src/shell-page.ts). */
  const tapBeforeHydrating = (target: Element, type: EarlyAction['type'] = 'click') => {
    const tap: EarlyAction = { target, type };
    (window as unknown as Record<string, unknown>)[EARLY_ACTION_GLOBAL] = tap;
    return tap;
  };

  /** A request to approve, as area management lists one. */
  function Request({ onApprove }: { onApprove: () => void }) {
    return (
      <div>
        <span>Wang Fang</span>
        <button type="button" onClick={onApprove}>
          <span>Approve</span>
        </button>
      </div>
    );
  }

  it('is played once the page has hydrated, once, and the recording ends', async () => {
    const onApprove = jest.fn();
    const root = serverPage(<Request onApprove={() => {}} />);
    const tap = tapBeforeHydrating(screen.getByText('Approve'));
    hydrate(root, <Request onApprove={onApprove} />);
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    expect(tap.target).toBeNull();
    await waitFor(() => expect(earlyAction()).toBeUndefined());
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('waits for its part of the page to hydrate (a remote page whose code comes later)', async () => {
    let arrive = () => {};
    const LaterRequest = lazy(
      () =>
        new Promise<{ default: typeof Request }>((resolve) => {
          arrive = () => resolve({ default: Request });
        }),
    );
    const onApprove = jest.fn();
    const page = (content: ReactElement) => (
      <main>
        <h1>Area management</h1>
        <Suspense fallback="loading">{content}</Suspense>
      </main>
    );
    const root = serverPage(page(<Request onApprove={() => {}} />));
    tapBeforeHydrating(screen.getByText('Approve'));
    render(page(<LaterRequest onApprove={onApprove} />), { container: root, hydrate: true });
    const replayed = replayEarlyInput(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onApprove).not.toHaveBeenCalled();
    expect(earlyAction()).toBeDefined(); // still recording: a part is still waiting
    arrive();
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    await expect(replayed).resolves.toEqual({ typed: 0, action: 'click' });
  });

  it('comes after the text typed before it: the form sends what was typed', async () => {
    const onSend = jest.fn();
    const root = serverPage(<Invite onSend={() => {}} />);
    typeBeforeHydrating(root, 'YOUJIA');
    tapBeforeHydrating(screen.getByText('Activate'));
    hydrate(root, <Invite onSend={onSend} />);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('YOUJIA'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('on an article body set as raw HTML reaches its element once that has hydrated', async () => {
    const onOpen = jest.fn();
    const Card = ({ onClick }: { onClick: () => void }) => (
      <div role="article" onClick={onClick}>
        <div dangerouslySetInnerHTML={{ __html: '<p><b>Spring</b> training opens</p>' }} />
      </div>
    );
    const root = serverPage(<Card onClick={() => {}} />);
    tapBeforeHydrating(root.querySelector('b')!);
    hydrate(root, <Card onClick={onOpen} />);
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(earlyAction()).toBeUndefined());
  });

  it('Enter in a search box: the search sent is the keyword typed', async () => {
    const onSearch = jest.fn();
    const root = serverPage(<SearchBox onSearch={() => {}} />);
    typeBeforeHydrating(root, '以旧换新');
    tapBeforeHydrating(root.querySelector('input')!, 'enter');
    render(<SearchBox onSearch={onSearch} />, { container: root, hydrate: true });
    expect(await act(() => replayEarlyInput(root))).toEqual({ typed: 1, action: 'enter' });
    expect(onSearch).toHaveBeenCalledWith('以旧换新');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('is dropped when its element is gone from the page by then', async () => {
    const onApprove = jest.fn();
    const root = serverPage(<Request onApprove={() => {}} />);
    // A request someone else handled meanwhile: the list no longer shows it.
    const gone = screen.getByText('Approve').closest('div')!.cloneNode(true) as HTMLElement;
    const tap = tapBeforeHydrating(gone.querySelector('button')!);
    hydrate(root, <Request onApprove={onApprove} />);
    await waitFor(() => expect(earlyAction()).toBeUndefined());
    expect(tap.target).toBeNull();
    expect(onApprove).not.toHaveBeenCalled();
  });
});

describe('an action the page would handle without the text typed before it', () => {
  /** The start script's record, as it stands while it records (scripts/src/shell-page.ts). */
  const recording = () => {
    const record: EarlyAction = { target: null, type: 'click' };
    (window as unknown as Record<string, unknown>)[EARLY_ACTION_GLOBAL] = record;
    return record;
  };

  /** The page's frames, run one at a time by the test. */
  const holdFrames = () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frames.push(frame);
      return frames.length;
    });
    return () => act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
  };

  const enter = (target: Element) =>
    act(() => {
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
      );
    });

  const isHydrated = (element: Element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$'));

  /** A page whose part comes from a remote: its code arrives when the test says. */
  function remotePage<P extends object>(Part: (props: P) => ReactElement, props: P) {
    let arrive = () => {};
    const LaterPart = lazy(
      () =>
        new Promise<{ default: typeof Part }>((resolve) => {
          arrive = () => resolve({ default: Part });
        }),
    );
    const page = (content: ReactElement) => (
      <main>
        <h1>Search</h1>
        <Suspense fallback="loading">{content}</Suspense>
      </main>
    );
    return {
      served: page(<Part {...props} />),
      hydrating: page(<LaterPart {...props} />),
      arrive: () => act(async () => arrive()),
    };
  }

  it('Enter just as the field hydrated, before the next frame: the search sent is the keyword typed', async () => {
    const nextFrame = holdFrames();
    const onSearch = jest.fn();
    const { served, hydrating, arrive } = remotePage(SearchBox, { onSearch });
    const root = serverPage(served);
    recording();
    hydrate(root, hydrating);
    nextFrame();
    const input = root.querySelector('input')!;
    // Typed after that frame; the page's code arrives and the field hydrates before the next.
    typeBeforeHydrating(root, '以旧换新');
    await arrive();
    expect(isHydrated(input)).toBe(true);
    enter(input);
    expect(onSearch).not.toHaveBeenCalled();
    nextFrame(); // the text
    nextFrame(); // then the Enter
    expect(onSearch).toHaveBeenCalledWith('以旧换新');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('a tap on a hydrated button just as its form hydrated: the form sends the text typed before', async () => {
    const nextFrame = holdFrames();
    const onSend = jest.fn();
    const { served, hydrating, arrive } = remotePage(Invite, { onSend });
    const root = serverPage(served);
    recording();
    hydrate(root, hydrating);
    nextFrame();
    typeBeforeHydrating(root, 'YOUJIA');
    await arrive();
    act(() => screen.getByText('Activate').click());
    expect(onSend).not.toHaveBeenCalled();
    nextFrame();
    nextFrame();
    expect(onSend).toHaveBeenCalledWith('YOUJIA');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('is handled at once when no text waits', () => {
    const onSearch = jest.fn();
    const root = serverPage(<SearchBox onSearch={() => {}} />);
    const early = startEarlyInput(root);
    recording();
    render(<SearchBox onSearch={onSearch} />, { container: root, hydrate: true });
    enter(root.querySelector('input')!);
    expect(onSearch).toHaveBeenCalledWith('');
    void early.replay();
  });

  it('is no longer held once the replay has ended', async () => {
    const onSearch = jest.fn();
    const root = serverPage(<SearchBox onSearch={() => {}} />);
    recording();
    render(<SearchBox onSearch={onSearch} />, { container: root, hydrate: true });
    await act(() => replayEarlyInput(root));
    root.querySelector('input')!.value = 'set by a script'; // not through React
    enter(root.querySelector('input')!);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('Enter before the page hydrated, in a field of a form', () => {
  function LogIn({
    onLogIn,
    button = true,
  }: {
    onLogIn: (phone: string) => void;
    button?: boolean;
  }) {
    const [phone, setPhone] = useState('');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onLogIn(phone);
        }}
      >
        <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
        {button ? <button type="submit">Log in</button> : null}
      </form>
    );
  }

  it.each([
    ['with a submit button', true],
    ['of one field, without a button', false],
  ])('submits it, %s, as the browser would have', async (_, button) => {
    const onLogIn = jest.fn();
    const root = serverPage(<LogIn onLogIn={() => {}} button={button} />);
    typeBeforeHydrating(root, '13800000000');
    const record: EarlyAction = { target: root.querySelector('input'), type: 'enter' };
    (window as unknown as Record<string, unknown>)[EARLY_ACTION_GLOBAL] = record;
    render(<LogIn onLogIn={onLogIn} button={button} />, { container: root, hydrate: true });
    expect(await act(() => replayEarlyInput(root))).toEqual({ typed: 1, action: 'enter' });
    expect(onLogIn).toHaveBeenCalledWith('13800000000');
    expect(onLogIn).toHaveBeenCalledTimes(1);
  });
});

describe('a choice made before the page hydrated', () => {
  /** An exam question as the exam area writes one: controlled native inputs in labels. */
  function Question({
    multiple = false,
    onAnswer,
  }: {
    multiple?: boolean;
    onAnswer?: (keys: string[]) => void;
  }) {
    const [chosen, setChosen] = useState<string[]>([]);
    const toggle = (key: string) => {
      const next = multiple
        ? chosen.includes(key)
          ? chosen.filter((k) => k !== key)
          : [...chosen, key]
        : [key];
      setChosen(next);
      onAnswer?.(next);
    };
    return (
      <fieldset>
        {['A', 'B', 'C'].map((key) => (
          <label key={key}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name="q1"
              checked={chosen.includes(key)}
              onChange={() => toggle(key)}
            />
            {key}
          </label>
        ))}
        <output>{chosen.length ? `answered ${chosen.join('')}` : 'not answered'}</output>
      </fieldset>
    );
  }

  it.each([
    ['a radio', false, ['C'], 'answered C'],
    ['check boxes', true, ['A', 'C'], 'answered AC'],
  ] as const)('%s: the page holds what was checked', async (_, multiple, keys, shown) => {
    const onAnswer = jest.fn();
    const root = serverPage(<Question multiple={multiple} />);
    for (const key of keys) screen.getByLabelText(key).click();
    hydrate(root, <Question multiple={multiple} onAnswer={onAnswer} />);
    await waitFor(() => expect(screen.getByText(shown)).toBeTruthy());
    for (const key of ['A', 'B', 'C'])
      expect(screen.getByLabelText<HTMLInputElement>(key).checked).toBe(
        (keys as readonly string[]).includes(key),
      );
    expect(onAnswer).toHaveBeenCalledTimes(keys.length);
  });
});
