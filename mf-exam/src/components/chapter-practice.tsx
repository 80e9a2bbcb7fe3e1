import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ActionBar } from 'shared/standalone';
import { ChapterTabs, type ChapterTabsProps } from './chapter-tabs';
import { exercisePath } from './exam-paths';
import { LinkButton } from './link-button';

/** A practice run takes at most this many questions (the API's REPLAY_RUN). */
const PRACTICE_RUN = 20;

export type ChapterPracticeProps = {
  chapters: ChapterTabsProps['chapters'];
  /** The chapter shown (`?chapterId=`), all when undefined. */
  chapterId: number | undefined;
  /** Questions in the list once loaded; the practise button shows when there are some. */
  total: number | undefined;
  /** The exercise page's mode for this list. */
  mode: string;
  /** The button's text for a run of `count` questions. */
  label: (count: number) => string;
  /** The list itself, between the tabs and the action. */
  children: ReactNode;
};

/**
 * A question list by chapter: chapter tabs (kept in `?chapterId=`) over the list, and at the
 * bottom of the screen the action that practises the shown chapter's questions.
 */
export function ChapterPractice({
  chapters,
  chapterId,
  total,
  mode,
  label,
  children,
}: ChapterPracticeProps) {
  const [, setParams] = useSearchParams();
  return (
    <>
      {chapters.length > 0 ? (
        <ChapterTabs
          chapters={chapters}
          active={chapterId}
          onChange={(id) => setParams(id ? { chapterId: String(id) } : {}, { replace: true })}
        />
      ) : null}
      {children}
      {total ? (
        <ActionBar>
          <LinkButton to={exercisePath({ mode, chapterId })} color="primary">
            {label(Math.min(total, PRACTICE_RUN))}
          </LinkButton>
        </ActionBar>
      ) : null}
    </>
  );
}
