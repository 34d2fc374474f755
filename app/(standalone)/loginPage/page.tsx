import { Suspense } from 'react';
import { EmailLoginForm } from '@/components/login/EmailLoginForm';

export default function LoginPage() {
  // The form reads `?redirect=`; in a static export that needs a Suspense boundary.
  return (
    <Suspense>
      <EmailLoginForm />
    </Suspense>
  );
}
