import { waitlistMessages as m } from '@salon/contracts';
import type { WaitlistWindow } from '@salon/contracts';
import { isApiError } from '../../../lib/api-error.ts';

type WindowField = keyof WaitlistWindow;
/** Per window (by its place in the form), the message each of its fields shows. */
export type WindowProblems = Record<number, Partial<Record<WindowField, string>>>;

/**
 * What the form can tell before sending (docs/decisions/0042-waitlist.md): a date outside today
 * to the horizon, an end not after the start, the same window twice. The server checks the same
 * (the contract) and its answer lands on the same fields (`serverWindowProblems`).
 */
export function windowProblems(
  windows: readonly WaitlistWindow[],
  range: { min: string; max: string },
): WindowProblems {
  const problems: WindowProblems = {};
  const mark = (index: number, field: WindowField, message: string) => {
    problems[index] = { ...problems[index], [field]: message };
  };
  windows.forEach((w, index) => {
    if (!w.date || w.date < range.min || w.date > range.max) mark(index, 'date', m.windowOutsideHorizon);
    if (!w.from) mark(index, 'from', m.windowTimesInvalid);
    else if (!w.to || w.from >= w.to) mark(index, 'to', m.windowTimesInvalid);
    const first = windows.findIndex((o) => o.date === w.date && o.from === w.from && o.to === w.to);
    if (first < index) mark(index, 'date', m.windowDuplicate);
  });
  return problems;
}

const ISSUE_PATH = /^\/?windows\/(\d+)\/(date|from|to)$/;

/** A 400's `details.issues` (docs/errors.md) that name a window's field; empty when none do. */
export function serverWindowProblems(error: unknown): WindowProblems {
  const problems: WindowProblems = {};
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return problems;
  const issues = error.details?.issues;
  if (!Array.isArray(issues)) return problems;
  for (const issue of issues as Array<{ path?: unknown; message?: unknown }>) {
    const found = typeof issue.path === 'string' ? ISSUE_PATH.exec(issue.path) : null;
    if (!found || typeof issue.message !== 'string') continue;
    const index = Number(found[1]);
    problems[index] = { ...problems[index], [found[2] as WindowField]: issue.message };
  }
  return problems;
}

export const hasProblems = (problems: WindowProblems) => Object.keys(problems).length > 0;
