import { PATHS } from 'shared/paths';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import { WidgetFrame } from 'shared/standalone';
import { ContinueLearning } from '../../components/continue-learning';

const COUNT = 3;

/**
 * Home widget: the courses I was studying, each opening where I stopped. Only joined users
 * study, so for anyone else it shows nothing.
 */
export default function ContinueLearningWidget() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  if (!loggedIn || user.is_check !== 2) return null;
  return (
    <WidgetFrame title="train.widget.continue" moreTo={PATHS.train.index}>
      <ContinueLearning limit={COUNT} compact />
    </WidgetFrame>
  );
}
