import { afficheHandlers } from './affiche-handlers';
import { feedbackHandlers } from './feedback-handlers';
import { knowledgeBaseHandlers } from './knowledge-base-handlers';
import { learningHandlers } from './learning-handlers';
import { noticeHandlers } from './notice-handlers';
import { passwordHandlers } from './password-handlers';
import { questionnaireHandlers } from './questionnaire-handlers';
import { signInHandlers } from './sign-in-handlers';
import { studyRouteHandlers } from './study-route-handlers';
import { teamHandlers } from './team-handlers';

/** Handlers of the user area's operations (contract/user-area.ts). */
export const userAreaHandlers = [
  ...signInHandlers,
  ...noticeHandlers,
  ...afficheHandlers,
  ...knowledgeBaseHandlers,
  ...teamHandlers,
  ...passwordHandlers,
  ...feedbackHandlers,
  ...learningHandlers,
  ...studyRouteHandlers,
  ...questionnaireHandlers,
];
