import type { User } from '@salon/contracts';
import { createContext, useContext } from 'react';

export interface Session {
  user: User | null;
  isLoading: boolean;
  /** A login, registration, verification or Google sign-in returned a token (docs/product.md#4.1). */
  setSession: (token: string, user: User) => void;
  /** Forget the token, the user and everything cached for them. */
  clearSession: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
