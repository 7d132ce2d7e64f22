import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.privacy);
}

export default function PrivacyPolicy() {
  return <PolicyPage policy={POLICIES.privacy} />;
}
