// /admin/account: My account (the name in the header opens it).
import { MyAccount } from '../../features/account/components/my-account';

/** /admin/account: my password and my sessions. */
export function Component() {
  return <MyAccount />;
}
