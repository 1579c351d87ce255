/** The zod schemas of the auth answers, loaded with the first call (see auth-answer-schemas.ts). */
export const loadAnswerSchemas = () => import('./auth-answer-schemas.ts');
