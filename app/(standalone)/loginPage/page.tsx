import { Suspense } from 'react';
import { WalletScreenMessages } from '@/components/i18n/WalletScreenMessages';
import { EmailLoginForm } from '@/components/login/EmailLoginForm';
import { WalletSignIn } from '@/components/login/WalletSignIn';

export default function LoginPage() {
  // Both ways of logging in read `?redirect=`; in a static export that needs a Suspense boundary.
  return (
    <Suspense>
      <EmailLoginForm />
      <WalletScreenMessages>
        <WalletSignIn />
      </WalletScreenMessages>
    </Suspense>
  );
}
