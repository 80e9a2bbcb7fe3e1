import { InfoPage } from 'shared/standalone';

/** /pagesUser/questionnaire/index: answer a short questionnaire about your training. */
export default function QuestionnairePage() {
  return <InfoPage title="page.user.questionnaire" about="user.questionnaire.about" />;
}
