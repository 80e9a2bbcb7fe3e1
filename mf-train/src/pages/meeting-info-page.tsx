import { InfoPage } from 'shared/standalone';

/** /pagesTrain/meeting/info: A meeting's agenda, time and place. */
export default function MeetingInfoPage() {
  return <InfoPage title="page.train.meetingInfo" about="train.meetingInfo.about" />;
}
