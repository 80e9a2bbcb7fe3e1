import { REMOTE_AREAS, type RemoteArea } from 'shared/federation';
import type { PlainMessageKey } from 'shared/i18n';
import { PATHS, normalizePath } from 'shared/paths';

/** `page.<area>.<PATHS key>`: the title every remote route table gives its spec path. */
type SpecTitleKey = {
  [A in RemoteArea]: `page.${A}.${keyof (typeof PATHS)[A] & string}`;
}[RemoteArea];

// Checked by the compiler: every spec path of a remote has its title in the catalogue.
const everySpecTitleIsAKey: SpecTitleKey extends PlainMessageKey ? true : never = true;
void everySpecTitleIsAKey;

const titleByPath: ReadonlyMap<string, SpecTitleKey> = new Map(
  REMOTE_AREAS.flatMap((area) =>
    Object.entries(PATHS[area]).map(
      ([name, path]) => [path, `page.${area}.${name}` as SpecTitleKey] as const,
    ),
  ),
);

/**
 * The title of a spec path owned by a remote, known without the remote: the nav bar shows it
 * while the area's route table loads, and while the remote is down (its page-error view).
 * Undefined for the shell's own pages and for paths the spec does not list.
 */
export function specPageTitle(pathname: string): PlainMessageKey | undefined {
  return titleByPath.get(normalizePath(pathname));
}
