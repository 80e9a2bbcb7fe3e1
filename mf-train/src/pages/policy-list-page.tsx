import { InfoPage } from 'shared/standalone';

/** /pagesTrain/policy/list: the policies of one topic. */
export default function PolicyListPage() {
  return <InfoPage title="page.train.policyList" about="train.policyList.about" />;
}
