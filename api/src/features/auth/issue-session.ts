import type { Services } from '../../services';
import type { Language } from '../../texts';
import { toUserView, type UserRow } from '../users/user-row';

/** The one shape every successful login answers with. */
export function issueSession(services: Services, user: UserRow, language: Language) {
  const { token, exp } = services.tokens.issue(user.id);
  return { token, exp, user: toUserView(services.db, user, language) };
}
