import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/meeting/list: company meetings you are invited to. */
export default function MeetingListPage() {
  return (
    <InfoPage
      title="page.train.meetingList"
      about="train.meetingList.about"
      links={[{ to: PATHS.train.meetingInfo, title: 'page.train.meetingInfo' }]}
    />
  );
}
