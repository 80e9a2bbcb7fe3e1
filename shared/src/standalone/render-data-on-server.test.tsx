/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerCalls, RenderDataProvider } from './render-data';
import { useAsyncData } from './use-async-data';

function Greeting({ load }: { load: () => Promise<string> }) {
  const state = useAsyncData(() => load(), []);
  return <p>{state.status === 'success' ? state.data : 'loading'}</p>;
}

/** The page as the shell's server renders it: once every call has settled. */
function renderOnServer(tree: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      onShellError: reject,
    });
  });
}

describe('useAsyncData on the shell server', () => {
  it('waits for each call, renders its data, and keeps it by the call’s place for the browser', async () => {
    const calls = new ServerCalls();
    const load = jest.fn(async () => 'Hello');
    const other = jest.fn(async () => 'World');
    const html = await renderOnServer(
      <RenderDataProvider calls={calls}>
        <Greeting load={load} />
        <Greeting load={other} />
      </RenderDataProvider>,
    );
    expect(html).toContain('<p>Hello</p>');
    expect(html).toContain('<p>World</p>');
    // Once each, though a suspended component renders again.
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(Object.values(calls.results())).toEqual(['Hello', 'World']);
  });

  it('renders a call that failed as loading, and leaves it for the browser to ask again', async () => {
    const calls = new ServerCalls();
    const html = await renderOnServer(
      <RenderDataProvider calls={calls}>
        <Greeting load={() => Promise.reject(new Error('401'))} />
      </RenderDataProvider>,
    );
    expect(html).toContain('<p>loading</p>');
    expect(calls.results()).toEqual({});
  });
});
