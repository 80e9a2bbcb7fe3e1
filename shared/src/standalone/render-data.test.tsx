import { act } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { firstCallId, hydrateHtml } from '../testing/hydrate';
import { HydratedCalls, RenderDataProvider } from './render-data';
import { useAsyncData } from './use-async-data';

function Greeting({ load, name }: { load: (name: string) => Promise<string>; name: string }) {
  const state = useAsyncData(() => load(name), [name]);
  return <p>{state.status === 'success' ? state.data : 'loading'}</p>;
}

function Page({ load }: { load: (name: string) => Promise<string> }) {
  const [name, setName] = useState('server');
  return (
    <>
      <button onClick={() => setName('browser')}>again</button>
      <Greeting load={load} name={name} />
    </>
  );
}

describe('a page the server rendered, hydrated in the browser', () => {
  it('starts from the server’s data without asking again, and loads anew when its inputs change', async () => {
    const id = firstCallId((probe) => (
      <RenderDataProvider calls={probe}>
        <Page load={() => Promise.resolve('')} />
      </RenderDataProvider>
    ));
    const hydrated = new HydratedCalls({ [id]: 'Hello from the server' });
    const html = renderToString(
      <RenderDataProvider calls={hydrated}>
        <Page load={() => Promise.resolve('')} />
      </RenderDataProvider>,
    );
    expect(html).toContain('Hello from the server');

    const load = jest.fn((name: string) => Promise.resolve(`Hello from the ${name}`));
    const { container, errors } = await hydrateHtml(
      html,
      <RenderDataProvider calls={hydrated}>
        <Page load={load} />
      </RenderDataProvider>,
    );
    expect(container.querySelector('p')!.textContent).toBe('Hello from the server');
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    await act(async () => container.querySelector('button')!.click());
    expect(load).toHaveBeenCalledWith('browser');
    expect(container.querySelector('p')!.textContent).toBe('Hello from the browser');
  });

  it('stands for the rendered page only: once forgotten, a call at the same place loads', async () => {
    const hydrated = new HydratedCalls({ anything: 'x' });
    hydrated.forget();
    expect(hydrated.read('anything')).toBeUndefined();
  });
});
