import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.terms);
}

export default function Terms() {
  return <PolicyPage policy={POLICIES.terms} />;
}
