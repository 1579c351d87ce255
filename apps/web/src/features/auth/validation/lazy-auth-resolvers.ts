import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { loadAnswerSchemas } from '../api/load-answer-schemas.ts';
import type * as Resolvers from './auth-form-resolvers.ts';

type Loaded = typeof Resolvers;

// The answer schemas of the same calls come along, so the submit finds both ready.
const loadValidation = () =>
  Promise.all([import('./auth-form-resolvers.ts'), loadAnswerSchemas()]).then(([resolvers]) => resolvers);

const lazy = <K extends keyof Loaded>(name: K) =>
  lazyResolver(() => loadValidation().then((loaded) => loaded[name]));

export const loginValidation = lazy('loginResolver');
export const registerValidation = lazy('registerResolver');
export const resetPasswordValidation = lazy('resetPasswordResolver');
export const forgotPasswordValidation = lazy('forgotPasswordResolver');
export const verificationCodeValidation = lazy('verificationCodeResolver');
