import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.branchTerms);
}

export default function BranchTerms() {
  return <PolicyPage policy={POLICIES.branchTerms} />;
}
