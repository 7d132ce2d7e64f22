// /branch-terms: a policy page.
import type { MetaArgs } from 'react-router';
import { PolicyPage, policyMeta } from '../components/policy-page/policy-page';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return policyMeta('branchTerms', args);
}

export default function BranchTerms() {
  return <PolicyPage policyKey="branchTerms" />;
}
