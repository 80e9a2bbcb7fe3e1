import { InfoPage } from 'shared/standalone';

/** /pagesUser/learn/list: every lesson you have studied, newest first. */
export default function LearnListPage() {
  return <InfoPage title="page.user.learnList" about="user.learnList.about" />;
}
