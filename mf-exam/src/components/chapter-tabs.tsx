import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import styles from './chapter-tabs.module.css';

const ALL = 'all';

export type ChapterTabsProps = {
  chapters: readonly { id: number; name: string; count: number }[];
  active: number | undefined;
  onChange: (chapterId: number | undefined) => void;
};

/** All, then one tab per chapter with its count. */
export function ChapterTabs({ chapters, active, onChange }: ChapterTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      className={styles.tabs}
      activeKey={active !== undefined ? String(active) : ALL}
      onChange={(key) => onChange(key === ALL ? undefined : Number(key))}
    >
      <Tabs.Tab key={ALL} title={t('exam.chapters.all')} />
      {chapters.map((c) => (
        <Tabs.Tab key={String(c.id)} title={`${c.name} (${c.count})`} />
      ))}
    </Tabs>
  );
}
