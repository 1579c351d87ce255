import { authMessages, successMessages } from '@salon/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useScript } from '../../../lib/load-script.ts';
import { useLanguage, useT } from '../../../lib/use-language.tsx';
import { useGoogleSignIn } from '../api/google-sign-in.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { getGoogleIdentity, GOOGLE_SCRIPT_SRC } from '../lib/google-identity.ts';
import type { GoogleCredentialResponse } from '../lib/google-identity.ts';

interface GoogleButtonProps {
  clientId: string;
  text: 'signin_with' | 'signup_with';
}

/** Google's own button under an "or" (google-sign-in.tsx decides whether it shows); hidden if Google's script fails. */
export function GoogleButton({ clientId, text }: GoogleButtonProps) {
  const status = useScript(GOOGLE_SCRIPT_SRC);
  const buttonRef = useRef<HTMLDivElement>(null);
  const { mutate } = useGoogleSignIn();
  const completeSignIn = useCompleteSignIn();
  const t = useT();
  const { language } = useLanguage();

  const handleCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    mutate(
      { credential: response.credential },
      {
        // docs/product.md#2.1: after Google sign-in the target is /home, which leads to the home page.
        onSuccess: (signedIn) => completeSignIn(signedIn, successMessages.login, '/home'),
        onError: (error) => toast.error(t(errorMessage(error, authMessages.googleLoginFailed))),
      },
    );
  });

  useEffect(() => {
    if (status === 'error') console.warn(authMessages.googleScriptFailed);
    const google = getGoogleIdentity();
    if (status !== 'ready' || !google || !buttonRef.current) return;
    google.initialize({ client_id: clientId, callback: (response) => handleCredential(response) });
    google.renderButton(buttonRef.current, {
      theme: 'outline',
      size: 'large',
      shape: 'pill',
      text,
      width: Math.min(buttonRef.current.offsetWidth || 320, 400),
      // Google's words in the page's language; an English page leaves the choice to Google, as before.
      ...(language !== 'en' && { locale: language }),
    });
  }, [status, clientId, text, language]);

  if (status === 'error') return null;

  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs tracking-wider text-ink-muted uppercase">
        <span className="h-px flex-1 bg-sand-200" />
        {t('or')}
        <span className="h-px flex-1 bg-sand-200" />
      </div>
      <div ref={buttonRef} className="flex min-h-11 justify-center" />
    </div>
  );
}
