import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.branchPrivacy);
}

export default function BranchPrivacyPolicy() {
  return <PolicyPage policy={POLICIES.branchPrivacy} />;
}
