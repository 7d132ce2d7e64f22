import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';
import { POLICIES } from '../content/policies';

export function meta() {
  return policyMeta(POLICIES.shipping);
}

export default function ShippingPolicy() {
  return <PolicyPage policy={POLICIES.shipping} />;
}
