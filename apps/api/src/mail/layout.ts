import type { Language } from '@salon/contracts';
import { translate } from './translate.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A paragraph that is a link: its text leads to `href` (the plain-text mail writes both). */
export interface MailLink {
  text: string;
  href: string;
}

/** The plain-text mail's line for a paragraph: a link as 'text: href'. */
export const plainParagraph = (paragraph: string | MailLink) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.text}: ${paragraph.href}`;

/**
 * Wraps a mail body in the salon's simple branded frame. Paragraphs are plain text, already in
 * the customer's `language`; an English page stays as it always was.
 */
export function renderMailHtml(
  title: string,
  paragraphs: (string | MailLink)[],
  highlight?: { text: string; href?: string },
  language: Language = 'en',
) {
  const body = paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px">${
          typeof p === 'string'
            ? escapeHtml(p)
            : `<a href="${escapeHtml(p.href)}" style="color:#7a2e5a">${escapeHtml(p.text)}</a>`
        }</p>`,
    )
    .join('');
  const callout = !highlight
    ? ''
    : highlight.href
      ? `<p style="margin:24px 0"><a href="${escapeHtml(highlight.href)}" style="background:#7a2e5a;color:#fff;padding:12px 24px;border-radius:6px;text-decoration:none">${escapeHtml(highlight.text)}</a></p>`
      : `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:bold;color:#7a2e5a">${escapeHtml(highlight.text)}</p>`;
  const html = language === 'en' ? '<html>' : `<html lang="${language}">`;
  return `<!doctype html>${html}<body style="font-family:Georgia,serif;background:#faf6f3;padding:24px;color:#2b2024">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:22px;margin:0 0 20px;color:#7a2e5a">${escapeHtml(title)}</h1>${body}${callout}
<p style="margin:32px 0 0;font-size:12px;color:#8a7a80">${escapeHtml(translate(language, 'Salon · Colombo, Sri Lanka'))}</p></div></body></html>`;
}
