// Stand-ins for the remotes, for tests that mock ../federation/load-remote-module: each area's
// route table and each home widget, by "remote/expose".
import type { RemoteRoute, RemoteWidgetModule } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS } from 'shared/paths';

function fakeRoute(
  path: string,
  title: PlainMessageKey,
  navBar = true,
  pullDownRefresh = false,
): RemoteRoute {
  const Page = () => <p>{`Remote page ${path}`}</p>;
  return { path, title, navBar, pullDownRefresh, load: () => Promise.resolve({ default: Page }) };
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
  mf_train: [],
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
