import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesUser/notice/notice: notifications about your training, exams and account. */
export default function NoticePage() {
  return (
    <InfoPage
      title="page.user.notice"
      about="user.notice.about"
      links={[{ to: PATHS.user.afficheList, title: 'page.user.afficheList' }]}
    />
  );
}
