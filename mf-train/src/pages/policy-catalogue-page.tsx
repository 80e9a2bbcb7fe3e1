import { PATHS } from 'shared/paths';
import { InfoPage } from 'shared/standalone';

/** /pagesTrain/policy/catalogue: company policies, grouped by topic. */
export default function PolicyCataloguePage() {
  return (
    <InfoPage
      title="page.train.policyCatalogue"
      about="train.policyCatalogue.about"
      links={[{ to: PATHS.train.policyList, title: 'page.train.policyList' }]}
    />
  );
}
