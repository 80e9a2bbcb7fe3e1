import { Button } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { showToast } from 'shared/ui';

/** Takes part in an activity; a refusal is toasted by the request client. */
export function JoinButton({ activityId, onJoined }: { activityId: number; onJoined: () => void }) {
  const { t } = useTranslation();
  const [joining, setJoining] = useState(false);
  return (
    <Button
      color="primary"
      loading={joining}
      onClick={() => {
        setJoining(true);
        api.post('/api/clockin/activities/{id}/join', { path: { id: activityId } }).then(
          () => {
            setJoining(false);
            onJoined();
            showToast(t('clockin.activity.joinedToast'));
          },
          () => setJoining(false),
        );
      }}
    >
      {t('clockin.activity.join')}
    </Button>
  );
}
