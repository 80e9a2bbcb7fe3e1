import { Avatar } from 'shared/ui-kit';
import type { ReactNode } from 'react';
import { mediaUrl, TimeAgo } from 'shared/standalone';
import type { QuestionComment } from './exam-types';

/** One comment: author, when, the text; optional content under it (the question, actions). */
export function CommentItem({
  comment,
  children,
}: {
  comment: QuestionComment;
  children?: ReactNode;
}) {
  return (
    <div
      style={{
        display: 'flex',
        gap: 10,
        padding: 12,
        background: '#ffffff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Avatar
        src={mediaUrl(comment.author.avatar)}
        style={{ '--size': '32px', '--border-radius': '16px' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 12,
            color: '#999999',
          }}
        >
          <span>{comment.author.nickname}</span>
          <TimeAgo seconds={comment.created_at} />
        </div>
        <p style={{ margin: '4px 0 0', fontSize: 15, lineHeight: 1.5, overflowWrap: 'anywhere' }}>
          {comment.body}
        </p>
        {children}
      </div>
    </div>
  );
}
