import { isApiError } from './api-error.ts';

interface Issue {
  path: string;
  message: string;
}

function readIssues(details: Record<string, unknown> | undefined): Issue[] {
  const issues = details?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (!issue || typeof issue !== 'object') return [];
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    const text = Array.isArray(path) ? path.join('/') : typeof path === 'string' ? path : '';
    return [{ path: text.replace(/^\//, '').split('/')[0] ?? '', message }];
  });
}

/**
 * A 400's `details.issues` (docs/errors.md) for the fields a form shows: each message lands on its
 * field. Returns true when at least one did, so the caller toasts only what is left unplaced.
 */
export function placeServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: string; message: string }) => void,
): boolean {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return false;
  let placed = false;
  for (const issue of readIssues(error.details)) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    placed = true;
  }
  return placed;
}
