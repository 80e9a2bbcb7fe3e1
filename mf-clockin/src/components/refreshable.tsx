import { PullToRefresh } from 'shared/ui-kit';
import type { ReactNode } from 'react';

/**
 * Pull-down refresh for this area's long lists. The shell's page-level pull-down stays on only
 * for the spec's home-level pages; these lists reload their own data instead of the page.
 */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => void;
  children: ReactNode;
}) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        onRefresh();
      }}
    >
      {children}
    </PullToRefresh>
  );
}
