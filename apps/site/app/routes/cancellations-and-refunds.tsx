import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.cancellations);
}

export default function CancellationsAndRefunds() {
  return <PolicyPage policy={POLICIES.cancellations} />;
}
