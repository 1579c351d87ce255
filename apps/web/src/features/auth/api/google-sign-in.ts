import type { GoogleSignInRequest } from '@salon/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { requireToken } from './auth-response.ts';
import { loadAnswerSchemas } from './load-answer-schemas.ts';
import type { SignedIn } from './auth-response.ts';

export async function signInWithGoogle(body: GoogleSignInRequest): Promise<SignedIn> {
  const { authAnswerSchema } = await loadAnswerSchemas();
  const answer = await apiRequest('/api/auth/google', { method: 'POST', body, schema: authAnswerSchema });
  return requireToken(answer);
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: signInWithGoogle });
}
