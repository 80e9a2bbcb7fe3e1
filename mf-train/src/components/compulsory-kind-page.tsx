import type { PlainMessageKey } from 'shared/i18n';
import { AreaPage } from 'shared/standalone';
import { CompulsoryList } from './compulsory-card';
import { useStatusTabs } from './status-tabs';

/** The required courses of one kind (product or campaign training), by status. */
export function CompulsoryKindPage({
  title,
  about,
  kind,
}: {
  title: PlainMessageKey;
  about: PlainMessageKey;
  kind: 'product' | 'activity' | 'company';
}) {
  const { status, tabs } = useStatusTabs();
  return (
    <AreaPage title={title} about={about}>
      {tabs}
      <CompulsoryList filter={{ kind, ...(status ? { status } : {}) }} />
    </AreaPage>
  );
}
