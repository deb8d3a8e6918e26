import { useParams } from 'react-router';
import NotFoundPage from './NotFoundPage.tsx';
import SignInPage from './SignInPage.tsx';
import SignOutPage from './SignOutPage.tsx';

/** Route Auth `/auth/:action` (spec §2): `signin` and `signout`; any other action is not a page. */
export default function AuthPage() {
  const { action } = useParams();
  if (action === 'signin') return <SignInPage />;
  if (action === 'signout') return <SignOutPage />;
  return <NotFoundPage />;
}
