import { languageFromCookies, SERVER_STATE_ELEMENT_ID, SIGNED_IN_HINT_COOKIE } from '@salon/contracts';
import type { Language } from '@salon/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CompressedForms } from '../lib/compressed-forms.ts';
import { compressedForms, formFor } from '../lib/compressed-forms.ts';
import { languageStylesheetLinks } from './language-stylesheets.ts';

/** What apps/web/src/entry-server.tsx gives for one page (docs/architecture.md#page-rendering). */
interface RenderedPage {
  status: number;
  title: string;
  html: string;
  state: string;
}

type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

interface WebRenderer {
  renderPage(url: string, transport: ApiTransport, language: Language): Promise<RenderedPage | null>;
  /** The kept page that answers a path: itself, one for every unknown path, or null for the shell. */
  keptPageOf(pathname: string): string | null;
}

/** An API answer a page was rendered from. */
interface Source {
  path: string;
  status: number;
  body: string;
}

interface Answer {
  status: number;
  sources: Source[];
  bodies: CompressedForms;
}

// Enough for every public page in each language. Every unknown path shares one not-found page
// per language (keptPageOf), so made-up URLs can neither fill memory nor cost a render each.
const MAX_KEPT_PAGES = 150;
const NO_BODY_STATUSES = new Set([204, 205, 304]);

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
// JSON inside <script> must not be able to close it; JSON.parse reads \u003c back as "<".
const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');

const hasSignedInHint = (request: FastifyRequest) =>
  (request.headers.cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));

/**
 * Public pages as real HTML on the first response: the web build's renderer runs here, its
 * API requests answered in-process, and each page is kept until an answer it was made from
 * changes (docs/architecture.md#page-rendering). Without a server build (tests, `npm run dev`)
 * there is no renderer and every page is the app shell.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string) {
  const rendererFile = path.resolve(webDistDir, '../dist-server/entry-server.js');
  const templateFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(rendererFile) || !fs.existsSync(templateFile)) return undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as WebRenderer;
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${templateFile} has no empty #root`);
  const stylesheetLinks = languageStylesheetLinks(webDistDir);
  const kept = new Map<string, Answer>();
  const rendersUnderWay = new Map<string, Promise<Answer | undefined>>();

  // The web renderer holds its API transport in one module-wide slot (setApiTransport in
  // apps/web/src/entry-server.tsx): two renders at once would record each other's answers, and
  // a page kept without its own sources would look current forever. One render at a time.
  let rendering: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const turn = rendering.then(work, work);
    rendering = turn.catch(() => undefined);
    return turn;
  }

  async function ask(url: string): Promise<Source> {
    const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return { path: url, status: answer.statusCode, body: answer.body };
  }

  async function stillCurrent(answer: Answer): Promise<boolean> {
    const now = await Promise.all(answer.sources.map((source) => ask(source.path)));
    return now.every((source, index) => {
      const then = answer.sources[index]!;
      return source.status === then.status && source.body === then.body;
    });
  }

  async function render(pagePath: string, language: Language): Promise<Answer | undefined> {
    const sources: Source[] = [];
    const transport: ApiTransport = async (apiPath, init) => {
      if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
      const source = await ask(apiPath);
      sources.push(source);
      return new Response(NO_BODY_STATUSES.has(source.status) ? null : source.body, {
        status: source.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    const page = await oneAtATime(() =>
      renderer.renderPage(`http://localhost${pagePath}`, transport, language),
    );
    if (!page) return undefined;
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(
        /<title>[^<]*<\/title>/,
        `<title>${escapeHtml(page.title)}</title>${stylesheetLinks[language]}`,
      )
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${escapeScriptJson(page.state)}</script>`,
      );
    return { status: page.status, sources, bodies: compressedForms(html) };
  }

  // No public page reads its query string, so a page is rendered and kept by its path alone:
  // /services?utm=x is /services, and made-up queries cost nothing. Each language is a page of
  // its own, so a Sinhala page never reaches an English visitor (docs/architecture.md#languages).
  async function answerFor(path: string, language: Language): Promise<Answer | undefined> {
    const page = renderer.keptPageOf(path);
    if (page === null) return undefined;
    const key = `${language} ${page}`;
    const previous = kept.get(key);
    if (previous && (await stillCurrent(previous))) return previous;
    // Visitors asking for the same page while it renders wait for that render, not for one each.
    let pending = rendersUnderWay.get(key);
    if (!pending) {
      pending = renderAndKeep(path, page, key, language).finally(() => rendersUnderWay.delete(key));
      rendersUnderWay.set(key, pending);
    }
    return pending;
  }

  async function renderAndKeep(path: string, page: string, key: string, language: Language) {
    const answer = await render(path, language);
    // The not-found page (page !== path) is kept with its 404; any other page only when found.
    if (answer && (answer.status === 200 || page !== path)) {
      kept.delete(key);
      if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value!);
      kept.set(key, answer);
    }
    return answer;
  }

  /** Sends the rendered page; false when the path is the browser's to render (the caller sends the shell). */
  return async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' || hasSignedInHint(request)) return false;
    let answer: Answer | undefined;
    try {
      answer = await answerFor(request.url.split('?')[0]!, languageFromCookies(request.headers.cookie));
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      return false;
    }
    if (!answer) return false;
    const { encoding, body } = formFor(answer.bodies, request.headers['accept-encoding']);
    reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(body);
    return true;
  };
}
