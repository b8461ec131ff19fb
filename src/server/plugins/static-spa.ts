import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@shared/contract';
import type { SystemInformation } from '@shared/contract/system';
import { paths, withoutTrailingSlash } from '@shared/app-paths';
import { frameBeforeData, type PageFrameContent } from '@shared/page-frame-content';
import { SIGNED_OUT_META_NAME } from '@shared/signed-out-hint';
import { SESSION_COOKIE_NAME } from '../access/cookie-names';
import type { SessionUser } from '../access/session-user';
import type { Repositories } from '../repositories';
import { decodedPath, isApiRequest, queryOf } from '../http/request-path';
import { isStaticAssetPath } from '../http/static-asset-path';
import { chunksOfPage, readChunkGroups, startingAnswers, withPreloads } from './deep-link-scripts';
import { showsLoginWhenSignedOut, withLoginFrame } from './login-frame';
import { withPageFrame } from './page-frame';
import { chosenOrganisationOf, recordTitleBeforeData, type RecordPageTitles } from './record-page-titles';

/** What a page's frame parts are read from: the signed-in user, the app's state, the address's query and the chosen organisation. */
export interface FramePartsContext {
  user: SessionUser;
  repos: Repositories;
  system: SystemInformation;
  now: Date;
  query: URLSearchParams;
  /** The organisation the browser has chosen, where the user has standing in it (chosenOrganisationOf). */
  organisationId: number | undefined;
}

/** Pages whose frame shows more than their address tells, read for the signed-in user (by the client's path). */
export type FramePart = (context: FramePartsContext) => Promise<Partial<PageFrameContent>>;
export type FrameParts = Map<string, FramePart>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The web app has not been built: run npm run build.';
const signedOutHint = `<meta name="${SIGNED_OUT_META_NAME}" content="">`;

/** The name a file is served for: a pre-compressed copy (main.js.br) stands for the asset itself. */
const servedName = (filePath: string): string => path.basename(filePath).replace(/\.(br|gz)$/, '');

/**
 * A browser asking for a page whose address does not decode (`/%`, half a character) is sent to the
 * not-found page. Fastify refuses such an address before any route, hook or cookie is read, so the
 * page itself cannot be answered there, and the API's 400 JSON would leave the browser on bare text.
 * The address is not echoed. API requests, other methods and clients that want no HTML keep the JSON.
 */
export function notFoundPageForUnreadableAddress(request: FastifyRequest, reply: FastifyReply): boolean {
  const asksForPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiRequest(request) &&
    /\btext\/html\b/i.test(request.headers.accept ?? '');
  if (!asksForPage) return false;
  void reply.header('cache-control', 'no-store').redirect(paths.notFound.getHref(), 302);
  return true;
}

/**
 * Serves the built SPA. Everything but index.html carries a content hash in its name and is cached
 * for a year; index.html is never cached, so a deploy reaches every browser on its next load.
 * The build writes brotli and gzip copies next to each asset (main.1a2b.js.br, .gz): they are sent as
 * they are, by the request's Accept-Encoding and with `Vary: accept-encoding`, so the server does not
 * compress an asset per request; assets without a copy (too small) go through the compression plugin.
 * Any other GET outside /api/ answers index.html and the client router takes over (history fallback).
 */
export const staticSpaPlugin = fp(
  async (
    app: FastifyInstance,
    { recordTitles = new Map(), frameParts = new Map() }: { recordTitles?: RecordPageTitles; frameParts?: FrameParts },
  ) => {
    const distDir = app.config.distDir;
    const indexFile = path.join(distDir, 'index.html');

    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      // A missing DIST_DIR is allowed: the fallback below explains it instead of refusing to start.
      allowedPath: (pathName) => !decodedPath(pathName).startsWith('/api/'),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', servedName(filePath) === 'index.html' ? 'no-store' : IMMUTABLE);
      },
    });

    /**
     * What the page shows before its answers: known from its address, with the parts the server reads
     * for the user (frameParts), or a record's name from the database.
     */
    const frameOf = async (request: FastifyRequest, pathname: string, search: string) => {
      const known = frameBeforeData(pathname, search);
      const partsOf = frameParts.get(withoutTrailingSlash(pathname));
      if (known !== undefined && partsOf !== undefined && request.user) {
        try {
          const context = {
            user: request.user,
            repos: app.repos,
            system: app.config,
            now: app.now(),
            query: new URLSearchParams(search),
            organisationId: chosenOrganisationOf(request),
          };
          return { ...known, ...(await partsOf(context)) };
        } catch (error) {
          // The page still works without them: they come with its answers.
          request.log.warn({ err: error }, 'The page frame could not read its parts');
          return known;
        }
      }
      if (known !== undefined) return known;
      try {
        const title = await recordTitleBeforeData(request, app.repos, recordTitles, pathname, search);
        return title === undefined ? undefined : { title };
      } catch (error) {
        // The page still works without it: its title comes with its answer.
        request.log.warn({ err: error }, 'The page title could not be read for the page frame');
        return undefined;
      }
    };

    // Read on every request (it is small), so a rebuild is picked up without a restart.
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      let html: string;
      try {
        html = await readFile(indexFile, 'utf8');
      } catch {
        return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
      if (request.cookies[SESSION_COOKIE_NAME]) {
        // Only for a browser with a session: signed out, the page becomes the login form, whose budget
        // has no room for another page's scripts.
        const pathname = decodedPath(request.url);
        const chunks = chunksOfPage(pathname);
        if (chunks.length > 0) {
          const answers = startingAnswers(pathname, chunks, request.user);
          html = withPreloads(html, chunks, await readChunkGroups(distDir), answers);
        }
        // A user with a pending step sees the step's form, not the page.
        if (request.user?.pendingStep === null) {
          const frame = await frameOf(request, pathname, queryOf(request.url));
          if (frame !== undefined) html = withPageFrame(html, frame, app.config.instanceName);
        }
      } else {
        // Without the cookie the user information can only answer 401: the client need not ask.
        html = html.replace('</head>', `${signedOutHint}</head>`);
        if (showsLoginWhenSignedOut(decodedPath(request.url))) html = withLoginFrame(html);
      }
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    };

    // The static plugin would answer the root directory with 403.
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendIndex(request, reply));

    app.setNotFoundHandler(async (request, reply) => {
      // By the decoded path: '/%61pi/nothing' is a missing API path too, not a page of the SPA.
      const isApi = isApiRequest(request);
      // A missing hashed asset must stay a 404: index.html in its place would be parsed as script.
      const isAsset = isStaticAssetPath(decodedPath(request.url));
      if (!isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD'))
        return sendIndex(request, reply);
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ errorMessage: 'Not found.' } satisfies ApiError);
    });
  },
  { name: 'static-spa', dependencies: ['config', 'repositories'] },
);
