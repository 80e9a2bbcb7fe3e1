import { Link, useSearchParams } from 'react-router';
import { Button } from 'shared/ui-kit';
import { ChapterTabs, type ChapterTabsProps } from './chapter-tabs';
import { exercisePath } from './exam-paths';

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
};

/**
 * The head of a question list: chapter tabs (kept in `?chapterId=`) and a button that
 * practises the shown chapter's questions.
 */
export function ChapterPractice({ chapters, chapterId, total, mode, label }: ChapterPracticeProps) {
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
      {total ? (
        <div style={{ padding: '8px 16px' }}>
          <Link to={exercisePath({ mode, chapterId })}>
            <Button block color="primary">
              {label(Math.min(total, PRACTICE_RUN))}
            </Button>
          </Link>
        </div>
      ) : null}
    </>
  );
}
