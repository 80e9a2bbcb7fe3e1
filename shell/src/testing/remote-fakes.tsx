// Stand-ins for the remotes, for tests that mock ../federation/load-remote-module: each area's
// route table and each home widget, by "remote/expose".
import type { RemoteRoute, RemoteWidgetModule } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS } from 'shared/paths';
import { usePageTitle } from 'shared/standalone';

function fakeRoute(
  path: string,
  title: PlainMessageKey,
  navBar = true,
  pullDownRefresh = false,
): RemoteRoute {
  const Page = () => <p>{`Remote page ${path}`}</p>;
  return { path, title, navBar, pullDownRefresh, load: () => Promise.resolve({ default: Page }) };
}

/** A page that names its title at run time, as a list of one catalogue does. */
export const RUNTIME_TITLE = '人事制度';

function NamedPage() {
  usePageTitle(RUNTIME_TITLE);
  return <p>{`Remote page ${PATHS.train.policyList}`}</p>;
}

export const FAKE_ROUTE_TABLES: Record<string, readonly RemoteRoute[]> = {
  mf_content: [
    fakeRoute(PATHS.content.materialCategory, 'tab.materials', true, true),
    fakeRoute(PATHS.content.college, 'tab.college'),
    fakeRoute(PATHS.content.newsList, 'tab.news', true, true),
    fakeRoute(PATHS.content.newsDetail, 'tab.news'),
  ],
  mf_user: [fakeRoute(PATHS.user.index, 'tab.mine')],
  mf_exam: [fakeRoute(PATHS.exam.index, 'tab.home', false)],
  mf_train: [
    {
      ...fakeRoute(PATHS.train.policyList, 'page.train.policyList'),
      load: () => Promise.resolve({ default: NamedPage }),
    },
  ],
  mf_clockin: [],
};

export function fakeWidget(name: string): RemoteWidgetModule {
  return { default: () => <p>{`Widget ${name}`}</p> };
}

/** A loadRemoteModule double that answers every remote from the tables above. */
export async function loadFakeRemoteModule<T>(remote: string, expose: string): Promise<T> {
  if (expose === 'routes') return { default: FAKE_ROUTE_TABLES[remote] ?? [] } as T;
  return fakeWidget(`${remote}/${expose}`) as T;
}
