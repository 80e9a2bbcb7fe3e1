import { Avatar } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { mediaUrl, TimeAgo } from 'shared/standalone';
import type { QuestionComment } from './exam-types';
import styles from './comment-item.module.css';

/** One comment: author, when, the text; optional content under it (the question, actions). */
export function CommentItem({
  comment,
  children,
}: {
  comment: QuestionComment;
  children?: ReactNode;
}) {
  return (
    <div className={styles.item}>
      <Avatar src={mediaUrl(comment.author.avatar)} className={styles.avatar} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.author}>{comment.author.nickname}</span>
          <TimeAgo seconds={comment.created_at} />
        </div>
        <p className={styles.text}>{comment.body}</p>
        {children}
      </div>
    </div>
  );
}
