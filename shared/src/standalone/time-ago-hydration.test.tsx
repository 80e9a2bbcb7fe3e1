import { renderToString } from 'react-dom/server';
import { SharedProviders } from 'shared/ui';
import { createI18n } from '../i18n';
import { hydrateHtml } from '../testing/hydrate';
import { HydratedCalls, RenderDataProvider, ServerCalls } from './render-data';
import { TimeAgo } from './time-ago-text';

const i18n = createI18n('en');
const RENDERED_AT = Date.UTC(2026, 10, 28, 9, 0, 0);
// Published 9 min 30 s before the render: "9 minutes ago" then, "11 minutes ago" 90 s later.
const PUBLISHED_SECONDS = (RENDERED_AT - 570_000) / 1000;

function Item({ calls }: { calls: ServerCalls | HydratedCalls }) {
  return (
    <SharedProviders i18n={i18n}>
      <RenderDataProvider calls={calls}>
        <TimeAgo seconds={PUBLISHED_SECONDS} />
      </RenderDataProvider>
    </SharedProviders>
  );
}

/** The server's HTML, then the browser hydrating it 90 s later (a page sent again, a slow phone). */
async function hydrateLater(hydrated: HydratedCalls) {
  const html = renderToString(<Item calls={new ServerCalls(RENDERED_AT)} />);
  jest.useFakeTimers({ now: RENDERED_AT + 90_000, doNotFake: ['queueMicrotask'] });
  const recovered = jest.fn();
  const { container, errors } = await hydrateHtml(html, <Item calls={hydrated} />, {
    onRecoverableError: recovered,
  });
  return { html, container, errors, recovered };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('a time-ago text on a page the server rendered', () => {
  it('hydrates counted from the render, then reads from the present', async () => {
    const { html, container, errors, recovered } = await hydrateLater(
      new HydratedCalls({}, RENDERED_AT),
    );
    expect(html).toContain('9 minutes ago');
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('11 minutes ago');
  });

  it('without the render time, the browser reads otherwise than the HTML (what the clock prevents)', async () => {
    const { recovered, errors } = await hydrateLater(new HydratedCalls({}));
    expect(recovered.mock.calls.length + errors.mock.calls.length).toBeGreaterThan(0);
  });
});
