import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SharedProviders } from 'shared/ui';
import { createI18n } from '../i18n';
import { BannerCarousel } from './banner-carousel';
import { firstCallId, hydrateHtml } from '../testing/hydrate';
import { HydratedCalls, RenderDataProvider } from './render-data';

const BANNERS = {
  list: [
    { id: 1, title: 'Sales sprint', image: '/api/media/banner-sales-sprint.svg', link: '/x' },
    { id: 2, title: 'New products', image: '/api/media/banner-new-products.svg', link: '/y' },
    { id: 3, title: 'Clock-in month', image: '/api/media/banner-clockin.svg', link: '' },
  ],
};

const i18n = createI18n('en');

function Home({ calls }: { calls: HydratedCalls }) {
  return (
    <SharedProviders i18n={i18n}>
      <MemoryRouter>
        <RenderDataProvider calls={calls}>
          <BannerCarousel position="home" inset={false} />
        </RenderDataProvider>
      </MemoryRouter>
    </SharedProviders>
  );
}

/** Home's carousel as the shell's server renders it, with the banners' reply in the page. */
function renderedOnServer(): { html: string; calls: HydratedCalls } {
  const calls = new HydratedCalls({ [firstCallId((probe) => <Home calls={probe} />)]: BANNERS });
  return { html: renderToString(<Home calls={calls} />), calls };
}

const pictures = (html: string) => [...html.matchAll(/<img[^>]*src="([^"]+)"/g)].map((m) => m[1]);

describe('the banner carousel on a page the server rendered', () => {
  it('asks for the first banner only, in the page, and for the others once hydrated', async () => {
    const { html, calls } = renderedOnServer();
    expect(pictures(html)).toEqual(['/api/media/banner-sales-sprint.svg']);
    expect(html).toContain('fetchPriority="high"');

    const { container, errors } = await hydrateHtml(html, <Home calls={calls} />);
    expect(errors).not.toHaveBeenCalled();
    const shown = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(new Set(shown)).toEqual(new Set(BANNERS.list.map((banner) => banner.image)));
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
