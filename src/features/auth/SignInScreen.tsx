// The sign-in screen (R2.27) and its views: sign-in, registration, lost password and reset. The view and
// a username to prefill come from the search of /auth/sign-in.
import { getRouteApi } from '@tanstack/react-router';
import { LostPasswordForm } from './LostPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

const route = getRouteApi('/auth/sign-in');

export function SignInScreen() {
  const { view = 'sign-in', username = '' } = route.useSearch();
  switch (view) {
    case 'register':
      return <RegisterForm />;
    case 'lost':
      return <LostPasswordForm />;
    case 'reset':
      return <ResetPasswordForm key={username} initialUsername={username} />;
    case 'sign-in':
      return <SignInForm key={username} initialUsername={username} />;
  }
}
