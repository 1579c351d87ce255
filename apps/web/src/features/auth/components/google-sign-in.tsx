import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../api/get-public-config.ts';

// Google's button, its script and its sign-in request load only when the server has a client
// id: /login and /register stay inside their first-visit script budget (bench/lib/web-weight.mjs).
const GoogleButton = lazy(() =>
  import('./google-button.tsx').then((module) => ({ default: module.GoogleButton })),
);

interface GoogleSignInProps {
  text?: 'signin_with' | 'signup_with';
}

/** Shown only when the server has a Google client id (docs/architecture.md#accounts); hidden if Google's script fails. */
export function GoogleSignIn({ text = 'signin_with' }: GoogleSignInProps) {
  const { data: config } = usePublicConfig();
  const clientId = config?.googleClientId;
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <GoogleButton clientId={clientId} text={text} />
    </Suspense>
  );
}
