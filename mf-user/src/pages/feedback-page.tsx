import { InfoPage } from 'shared/standalone';

/** /pagesUser/set/feedback: tell us what works and what does not. */
export default function FeedbackPage() {
  return <InfoPage title="page.user.feedback" about="user.feedback.about" />;
}
