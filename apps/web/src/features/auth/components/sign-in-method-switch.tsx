import { phoneSignInMessages as m } from '@salon/contracts';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/use-language.tsx';

// Loaded once a visitor picks the mobile number: /login and /register stay inside their
// first-visit script budget (bench/lib/web-weight.mjs).
const PhoneSignIn = lazy(() =>
  import('./phone-sign-in.tsx').then((module) => ({ default: module.PhoneSignIn })),
);

/**
 * The choice beside the e-mail form on /login and /register: e-mail (the spec's way) or a mobile
 * number and a texted code.
 */
export function SignInMethodSwitch({ emailForm }: { emailForm: ReactNode }) {
  const t = useT();
  const [byPhone, setByPhone] = useState(false);
  return (
    <div className="space-y-5">
      {byPhone ? (
        <Suspense fallback={<Skeleton className="h-32 w-full" />}>
          <PhoneSignIn />
        </Suspense>
      ) : (
        emailForm
      )}
      <Button variant="outline" fullWidth aria-pressed={byPhone} onClick={() => setByPhone((now) => !now)}>
        {t(byPhone ? m.useEmail : m.useMobile)}
      </Button>
    </div>
  );
}
