import { InfoPage } from 'shared/standalone';

/** /pagesUser/agreement/agreement: the terms of using this app and how your data is handled. */
export default function AgreementPage() {
  return <InfoPage title="page.user.agreement" about="user.agreement.about" />;
}
