import { AreaPage } from 'shared/standalone';
import { ActivityList } from '../components/activity-list';

/** My clock-ins: the activities I take part in. */
export default function ActivityListPage() {
  return (
    <AreaPage title="page.clockin.activityList" about="clockin.activityList.about">
      <ActivityList filter={{ joined: 1 }} />
    </AreaPage>
  );
}
