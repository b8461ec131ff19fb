import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { apiPaths, fillPath } from '@shared/api-paths';
import { helpTextSchema, userInformationSchema } from '@shared/contract';
import { passwordExpiryText } from '@shared/password-expiry';
import { lastLoginLine } from '@shared/welcome-text';
import { momentWriter } from '@shared/moment-format';
import { BROWSER_TIME_ZONE } from '@shared/contract/preferences-defaults';
import { mifidPageTitle } from '@shared/contract/mifid-constants';
import { ORGANISATION_COOKIE_NAME } from '@shared/organisation-cookie';
import { COLUMN_SETTINGS_HELP_TEXT, COLUMN_SETTINGS_KEYBOARD_HELP_TEXT } from '@shared/column-settings-text';
import { SIGNED_OUT_META_NAME } from '@shared/signed-out-hint';
import { LOGIN_PAGE_TITLE } from '@shared/login-page-title';
import { SESSION_COOKIE_NAME as SESSION_COOKIE } from '@server/access/cookie-names';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';

const INDEX_HTML =
  '<!doctype html><html><head><script defer src="/assets/main.3f2a9c.js"></script></head><body><div id="root"></div></body></html>';
/** index.html as a browser without a session cookie gets it: it can only be signed out. */
const SIGNED_OUT_HTML = INDEX_HTML.replace('</head>', `<meta name="${SIGNED_OUT_META_NAME}" content=""></head>`);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An instance name an operator might choose, with what HTML and a replacement pattern would read. */
const INSTANCE_NAME = 'Test & <Staging> $\' "EU"';
const distDir = mkdtempSync(path.join(os.tmpdir(), 'ept-dist-'));
const assetFile = (name: string) => path.join(distDir, 'assets', name);
/** Script text that compresses well but not trivially, as a real chunk does. */
const script = (seed: number) =>
  Array.from(
    { length: 300 },
    (_, line) => `export const value${line} = ${(line * seed) % 977} + "${(line * 31 + seed).toString(36)}";`,
  ).join('\n');
const MAIN_JS = script(7);
const CHUNK_JS = script(13);
let testApp: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  // What the build writes: each asset with its brotli and gzip copies (see webpack.config.ts).
  writeFileSync(assetFile('main.3f2a9c.js'), MAIN_JS);
  writeFileSync(
    assetFile('main.3f2a9c.js.br'),
    zlib.brotliCompressSync(MAIN_JS, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(assetFile('main.3f2a9c.js.gz'), zlib.gzipSync(MAIN_JS, { level: 9 }));
  // An asset the build left without copies.
  writeFileSync(assetFile('chunk.7b1e0d.js'), CHUNK_JS);
  // What the build says each lazy chunk needs beyond the entry (webpack.config.ts, ChunkGroupsPlugin).
  writeFileSync(
    path.join(distDir, 'chunk-groups.json'),
    JSON.stringify({
      shell: ['assets/shell.1a.js'],
      finders: ['assets/866.2b.js', 'assets/finders.3c.js'],
      'audit-trails': ['assets/866.2b.js', 'assets/audit-trails.4d.js'],
      'area-admin': ['assets/area-admin.5e.js'],
    }),
  );
  // A compressed index.html must not make the page cacheable.
  writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML));
  testApp = await buildTestApp({ config: { distDir, instanceName: INSTANCE_NAME } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it('answers index.html for client routes (history fallback), never cached', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(SIGNED_OUT_HTML);
    // The SPA's first API call needs the XSRF cookie already.
    expect(response.cookies.map((cookie) => cookie.name)).toContain('XSRF-TOKEN');
  });

  it('answers a page whose address holds a NUL or half a character with the page, which judges it through the API', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    for (const [agent, url] of [
      [createAgent(testApp.app), '/reset_password?hash=%00abc'],
      [createAgent(testApp.app), '/login?ref=%00'],
      [analyst, '/admin/mailing_details?id=%00'],
      [analyst, '/err/mifid/details?fileId=%00&x=%ED%A0%80'],
    ] as const) {
      const response = await agent.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        200,
        expect.stringMatching(/text\/html/),
      ]);
    }
    // The API still refuses it.
    const refused = await createAgent(testApp.app).inject({
      method: 'GET',
      url: fillPath(apiPaths.passwordResetAllowed, { hash: '\u0000abc' }),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('sends a browser asking for a page whose address does not decode to the not-found page, echoing nothing', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const [agent, url] of [
      [createAgent(testApp.app), '/%'],
      [analyst, '/%'],
      [analyst, '/help/%E0%A4%A?x=<b>'],
    ] as const) {
      const response = await agent.inject({ method: 'GET', url, headers: { accept: browserAccept } });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, '/not_found']);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toBe('');
    }
    // The API, and a client that does not ask for a page, keep the JSON answer.
    for (const [url, accept] of [
      ['/api/%', browserAccept],
      ['/api/help/%E0%A4%A', browserAccept],
      ['/%', 'application/json'],
    ]) {
      const response = await createAgent(testApp.app).inject({ method: 'GET', url, headers: { accept } });
      expect([url, response.statusCode, response.headers['content-type']]).toEqual([
        url,
        400,
        expect.stringMatching(/application\/json/),
      ]);
      expect(response.json()).toEqual({ errorMessage: 'The address is not valid.' });
    }
    const posted = await createAgent(testApp.app).inject({
      method: 'POST',
      url: '/%',
      headers: { accept: browserAccept },
    });
    expect(posted.statusCode).toBe(400);
  });

  it('serves the root and index.html itself uncached', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await createAgent(testApp.app).inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("sends the build's brotli copy of a hashed asset as it is, immutable and varying by encoding", async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/assets/main.3f2a9c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['set-cookie']).toBeUndefined();
    // The file's bytes, not a compression made for this request.
    expect(response.rawPayload.equals(readFileSync(assetFile('main.3f2a9c.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(MAIN_JS);
  });

  it("sends the build's gzip copy to a client without brotli", async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/assets/main.3f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(readFileSync(assetFile('main.3f2a9c.js.gz')))).toBe(true);
  });

  it('sends the asset itself to a client that accepts no encoding', async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/assets/main.3f2a9c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(MAIN_JS);
  });

  it('still compresses an asset the build left without copies', async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/assets/chunk.7b1e0d.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(CHUNK_JS);
  });

  it('keeps index.html uncached when it is sent compressed', async () => {
    const response = await createAgent(testApp.app).inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not fall back for API paths, missing assets or other methods', async () => {
    const agent = createAgent(testApp.app);
    expect((await agent.inject({ method: 'GET', url: '/api/help/nothing' })).statusCode).toBe(404);
    expect((await agent.inject({ method: 'GET', url: '/assets/missing.123.js' })).statusCode).toBe(404);
    expect((await agent.inject({ method: 'DELETE', url: '/help/contacts' })).statusCode).toBe(404);
  });

  it('says how to build the app when index.html is missing', async () => {
    rmSync(path.join(distDir, 'index.html'));
    try {
      const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe('The web app has not been built: run npm run build.');
    } finally {
      writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    }
  });
});

describe("a deep link's scripts", () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]);

  it('names the scripts of the page beside the entry for a signed-in browser, each once, in the head, at low priority', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const finder = await analyst.inject({ method: 'GET', url: '/ecm/dealfinder?state=MATCHED' });
    expect(finder.statusCode).toBe(200);
    expect(preloads(finder.body)).toEqual(['/assets/shell.1a.js', '/assets/866.2b.js', '/assets/finders.3c.js']);
    expect(finder.body.indexOf('rel="preload"')).toBeLessThan(finder.body.indexOf('</head>'));
    expect(preloads((await analyst.inject({ method: 'GET', url: '/err/remit_audittrail/' })).body)).toEqual([
      '/assets/shell.1a.js',
      '/assets/866.2b.js',
      '/assets/audit-trails.4d.js',
    ]);
    // A page the table does not name, and a chunk the build does not have, add nothing.
    expect((await analyst.inject({ method: 'GET', url: '/no/such/page' })).body).toBe(INDEX_HTML);
    expect(preloads((await analyst.inject({ method: 'GET', url: '/help/contacts' })).body)).toEqual([
      '/assets/shell.1a.js',
    ]);
  });

  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous">/g)].map(
      (match) => match[1],
    );

  it('asks for the answers a page starts with beside the scripts, once: the user, the preferences, the system, the organisations, its help text', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const finder = (await analyst.inject({ method: 'GET', url: '/ecm/dealfinder' })).body;
    expect(fetchPreloads(finder)).toEqual([
      apiPaths.userInformation,
      apiPaths.preferences,
      apiPaths.systemInformation,
      apiPaths.selectableOrganisations,
    ]);
    expect(finder.indexOf(apiPaths.selectableOrganisations)).toBeLessThan(finder.indexOf('</head>'));
    // A page of the second shell has no organisation selector to ask for them.
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/admin/billing_history' })).body)).toEqual([
      apiPaths.userInformation,
      apiPaths.preferences,
      apiPaths.systemInformation,
    ]);
    // A help page asks for its own text as it mounts.
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/help/welcome/' })).body)).toEqual([
      apiPaths.userInformation,
      apiPaths.preferences,
      apiPaths.systemInformation,
      apiPaths.selectableOrganisations,
      '/api/help/announcements',
    ]);
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/help/release_notes' })).body).slice(-1)).toEqual(
      ['/api/help/releaseNotes'],
    );
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/help/support' })).body).slice(-1)).toEqual([
      '/api/help/support',
    ]);
    // Where no script is named, the page may not be one that asks for it: an unused preload would be
    // taken by a later fetch of that URL, with its old answer.
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/no/such/page' })).body)).toEqual([]);
    expect(fetchPreloads((await analyst.inject({ method: 'GET', url: '/login' })).body)).toEqual([]);
  });

  it('asks a user with a pending step for the user information only: the step comes before any page', async () => {
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    const finder = (await newcomer.inject({ method: 'GET', url: '/ecm/dealfinder' })).body;
    expect(fetchPreloads(finder)).toEqual([apiPaths.userInformation]);
    // Nor a help page's text: the step's form comes instead of the page.
    const welcome = (await newcomer.inject({ method: 'GET', url: '/help/welcome' })).body;
    expect(fetchPreloads(welcome)).toEqual([apiPaths.userInformation]);
  });

  it('names none signed out: the page becomes the login form, whose budget has no room for them', async () => {
    const response = await createAgent(testApp.app).inject({ method: 'GET', url: '/ecm/dealfinder' });
    expect(response.body).toBe(SIGNED_OUT_HTML);
  });
});

/** Saves the agent's preferences: the defaults but for `values`. */
async function savePreferences(agent: Agent, values: Record<string, string>) {
  const { version } = (await agent.inject({ method: 'GET', url: apiPaths.preferences })).json<{ version: number }>();
  const saved = await agent.inject({
    method: 'PUT',
    url: apiPaths.preferences,
    payload: {
      timeZone: 'UTC',
      dateFormat: 'dd/mm/yy',
      rowsPerPage: 25,
      density: 'standard',
      landingPage: 'help/welcome',
      ...values,
      version,
    },
  });
  expect(saved.statusCode).toBe(200);
}

describe("a page's frame", () => {
  /** The titles painted into `#root`, in order. */
  const frameTitles = (html: string) =>
    [
      ...html.matchAll(
        /<div id="root"><div data-page-frame="" class="page-frame" aria-hidden="true" inert="">.*?<h1 class="page-frame-title">([^<]*)<\/h1>/g,
      ),
    ].map((match) => match[1]);

  it("paints the bar and the page's fixed title into #root for a signed-in user, with its style in the head", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const contacts = (await analyst.inject({ method: 'GET', url: '/help/contacts?x=1' })).body;
    expect(frameTitles(contacts)).toEqual(['Organisation Contact Directory']);
    expect(contacts.indexOf('.page-frame-title{')).toBeLessThan(contacts.indexOf('</head>'));
    // The bar names the instance, as the top bar will, escaped and with the rest of the page intact.
    expect(contacts).toContain('<p class="page-frame-name">Test &amp; &lt;Staging&gt; $&#39; &quot;EU&quot;</p>');
    expect(contacts.endsWith('</div></body></html>')).toBe(true);
    expect(frameTitles((await analyst.inject({ method: 'GET', url: '/ecm/dealfinder/' })).body)).toEqual([
      'Deal Finder',
    ]);
    expect(frameTitles((await analyst.inject({ method: 'GET', url: '/err/remit_report/activity' })).body)).toEqual([
      'REMIT Activity Report',
    ]);
    expect(frameTitles((await analyst.inject({ method: 'GET', url: '/problemsolving' })).body)).toEqual([
      'Problem Solving',
    ]);
  });

  it("paints an audit trail's title where its address names the record, as the page's own title will", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const trail = async (url: string) => frameTitles((await analyst.inject({ method: 'GET', url })).body);
    expect(await trail('/err/remit_audittrail?historyId=240117&displayValue=NWEH-2026-000417')).toEqual([
      'Details for NWEH-2026-000417',
    ]);
    // Encoded in the address, escaped in the page; the first of two, as the client's URLSearchParams reads it.
    expect(await trail('/err/mifid_audittrail/?fileId=3&displayValue=%3Cb%3E+%26+x.xml&displayValue=other')).toEqual([
      'Details for &lt;b&gt; &amp; x.xml',
    ]);
    // Without a display value the title waits for the trail's answer; a document page has its own title.
    expect(await trail('/ecm/audittrail?confirmationId=1&displayValue=')).toEqual([]);
    expect(await trail('/ecm/dealfinder/confirmation_doc?id=1&displayValue=X')).toEqual([]);
  });

  it("paints the column settings' line and help, with a blank line where their title will be", async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const settings = (
      await analyst.inject({
        method: 'GET',
        url: '/settings/datatable/customize/?documentType=ECM&ocm=%2Fecm%2Fdealfinder',
      })
    ).body;
    // Their own title gives way to the menu entry's name, known only from the menu's answer.
    expect(frameTitles(settings)).toEqual([]);
    expect(settings).toContain(
      '<div class="page-frame-main"><div class="page-frame-title">&nbsp;</div>' +
        '<p class="page-frame-columns-of">Columns of: Confirmations (Deal Finder)</p>' +
        `<div class="page-frame-help"><p>${COLUMN_SETTINGS_HELP_TEXT.replaceAll('"', '&quot;')}</p>` +
        `<p>${COLUMN_SETTINGS_KEYBOARD_HELP_TEXT}</p></div></div>`,
    );
    expect(settings.indexOf('.page-frame-help p{')).toBeLessThan(settings.indexOf('</head>'));
  });

  describe("the welcome page's parts", () => {
    const welcomePart = (html: string) =>
      /<div class="page-frame-welcome" data-frame-part="welcome">([\s\S]*?)<\/div><\/div><\/div><\/div>$/.exec(
        html.replace('</body></html>', ''),
      )?.[1];

    it("paints the user's greeting, the instance and the announcements as the help API renders them", async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const part = welcomePart((await analyst.inject({ method: 'GET', url: '/help/welcome' })).body);
      const user = userInformationSchema.parse(
        (await analyst.inject({ method: 'GET', url: apiPaths.userInformation })).json(),
      );
      const announcements = helpTextSchema.parse(
        (await analyst.inject({ method: 'GET', url: fillPath(apiPaths.helpText, { kind: 'announcements' }) })).json(),
      );
      expect(part).toBeDefined();
      expect(part).toContain(`<p class="page-frame-greeting">Welcome, ${user.firstName} ${user.lastName}</p>`);
      const warning = passwordExpiryText(user.passwordExpiration);
      if (warning === null) expect(part).not.toContain('page-frame-warning');
      else expect(part).toContain(`<p class="page-frame-warning">${warning} <span>(change)</span></p>`);
      // The default zone (UTC) and date format, as the page writes the line.
      const lastLogin = lastLoginLine(
        user.lastLoginTimestamp === null ? null : new Date(user.lastLoginTimestamp),
        momentWriter({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' }),
      );
      expect(part).toContain(`<p class="page-frame-line">${lastLogin}</p>`);
      expect(part).toContain('Instance Test &amp; &lt;Staging&gt; $&#39; &quot;EU&quot;, version ');
      // Not the editor's head: no pencil for this user.
      expect(part).toContain('<div class="page-frame-panel-head"><h2 class="page-frame-panel-title">');
      expect(part).toContain(`<div class="markdown-view">${announcements.html}</div>`);
    });

    it("writes an editor's announcements as the API does: the title escaped, the markdown sanitised; no other page gets them", async () => {
      const editor = await loginAsDemo(testApp.app, 'editor');
      const url = fillPath(apiPaths.helpText, { kind: 'announcements' });
      const before = helpTextSchema.parse((await editor.inject({ method: 'GET', url })).json());
      const saved = await editor.inject({
        method: 'POST',
        url: fillPath(apiPaths.helpTextSave, { kind: 'announcements' }),
        payload: {
          title: 'News <b>&</b>',
          content: 'Read **this**.<script>alert(1)</script><img src=x onerror=alert(2)>',
          version: before.version,
        },
      });
      expect(saved.statusCode).toBe(200);
      const html = helpTextSchema.parse(saved.json()).html;
      const page = (await editor.inject({ method: 'GET', url: '/help/welcome' })).body;
      const part = welcomePart(page)!;
      expect(part).toContain(
        '<div class="page-frame-panel-head page-frame-editable"><h2 class="page-frame-panel-title">News &lt;b&gt;&amp;&lt;/b&gt;</h2></div>',
      );
      expect(part).toContain(`<div class="markdown-view">${html}</div>`);
      expect(part).toContain('<strong>this</strong>');
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('onerror');
      expect((await editor.inject({ method: 'GET', url: '/help/contacts' })).body).not.toContain('data-frame-part');
    });

    it("write the last login in the user's zone and date format, and leave it blank where only the browser knows the zone", async () => {
      const admin = await loginAsDemo(testApp.app, 'admin');
      // A second login, so there is a previous one to show.
      const again = await loginAsDemo(testApp.app, 'admin');
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const lastLoginOf = async (agent: Agent) =>
        /<p class="page-frame-line">([^<]*)<\/p>/.exec(
          welcomePart((await agent.inject({ method: 'GET', url: '/help/welcome' })).body) ?? '',
        )?.[1];
      const previous = userInformationSchema.parse(
        (await again.inject({ method: 'GET', url: apiPaths.userInformation })).json(),
      ).lastLoginTimestamp;
      expect(previous).not.toBeNull();
      const save = (timeZone: string) => savePreferences(admin, { timeZone, dateFormat: 'yyyy-mm-dd' });
      try {
        await save('Asia/Kolkata');
        // India has no summer time: the offset is the same all year.
        const written = new Date(previous!).getTime() + 5.5 * 3_600_000;
        const wall = new Date(written).toISOString().replace('T', ' ').slice(0, 19);
        expect(await lastLoginOf(again)).toBe(`Last login: ${wall} GMT+5:30`);
        // Another user's frame keeps their own (default) zone and date format.
        expect(await lastLoginOf(analyst)).toMatch(
          /^Last login: (the first time|\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d \S+)$/,
        );

        await save(BROWSER_TIME_ZONE);
        expect(await lastLoginOf(again)).toBe('&nbsp;');

        // Saved where the zone data had it, read where it does not: the line is blank, the rest painted.
        await testApp.app.db.execute(sql`UPDATE user_preferences SET time_zone = 'Nowhere/Else'
          WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`);
        expect(await lastLoginOf(again)).toBe('&nbsp;');
        expect(welcomePart((await again.inject({ method: 'GET', url: '/help/welcome' })).body)).toContain(
          'page-frame-greeting',
        );
      } finally {
        await testApp.app.db.execute(
          sql`DELETE FROM user_preferences WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`,
        );
      }
    });

    it('are painted for no one signed out or with a step pending', async () => {
      expect((await createAgent(testApp.app).inject({ method: 'GET', url: '/help/welcome' })).body).not.toContain(
        'page-frame-welcome"',
      );
      const newcomer = await loginAsDemo(testApp.app, 'newcomer');
      expect((await newcomer.inject({ method: 'GET', url: '/help/welcome' })).body).not.toContain('data-frame-part');
    });
  });

  /** The organisations the record pages' frames are tried in. */
  const organisationIds = { nordwind: 0, baltic: 0 };
  /** The page's HTML for a signed-in agent whose browser has chosen `chosen` (the cookie's raw value). */
  const openedAs = async (agent: Agent, url: string, chosen: string | undefined) => {
    const cookies: Record<string, string> = { [SESSION_COOKIE]: agent.cookie(SESSION_COOKIE)! };
    if (chosen !== undefined) cookies[ORGANISATION_COOKIE_NAME] = chosen;
    return (await testApp.app.inject({ method: 'GET', url, cookies })).body;
  };
  let analyst: Agent;

  beforeAll(async () => {
    analyst = await loginAsDemo(testApp.app, 'analyst');
    const all = await testApp.app.repos.organisations.listAll();
    organisationIds.nordwind = all.find((candidate) => candidate.eicCode === '11XNORDWIND-EH-G')!.id;
    organisationIds.baltic = all.find((candidate) => candidate.eicCode === '45XBALTICPOWER-0')!.id;
  });

  describe("a position file's page, in the organisation the browser has chosen (its cookie)", () => {
    const fileOf = async (organisationId: number) => {
      const { rows } = (await testApp.app.db.execute(sql`SELECT id, external_id FROM reporting_records
        WHERE organisation_id = ${organisationId} AND document_type = 'MIFID_POSITION_FILE' ORDER BY id LIMIT 1`)) as unknown as {
        rows: Array<{ id: number; external_id: string }>;
      };
      return { id: rows[0]!.id, name: rows[0]!.external_id };
    };
    /** The page's frame titles for a signed-in agent whose browser has chosen `chosen` (the cookie's raw value). */
    const framedAs = async (agent: Agent, url: string, chosen: string | undefined) =>
      frameTitles(await openedAs(agent, url, chosen));

    it("paints the file's name as the page will title it", async () => {
      const file = await fileOf(organisationIds.nordwind);
      const url = `/err/mifid/details?fileId=${file.id}`;
      expect(await framedAs(analyst, url, String(organisationIds.nordwind))).toEqual([mifidPageTitle(file.name)]);
      expect(
        await framedAs(analyst, `/err/mifid/details/?fileId=${file.id}&fileId=1`, String(organisationIds.nordwind)),
      ).toEqual([mifidPageTitle(file.name)]);
      // An admin observes every organisation, as the page's own call does.
      const admin = await loginAsDemo(testApp.app, 'admin');
      expect(await framedAs(admin, url, String(organisationIds.nordwind))).toEqual([mifidPageTitle(file.name)]);
    });

    it("names nothing of another organisation's file, nor in an organisation the user has no standing in", async () => {
      const own = await fileOf(organisationIds.nordwind);
      const baltics = await fileOf(organisationIds.baltic);
      // The analyst is not at Baltic Power: its file, named in their own organisation or in Baltic Power's.
      expect(
        await framedAs(analyst, `/err/mifid/details?fileId=${baltics.id}`, String(organisationIds.nordwind)),
      ).toEqual([]);
      expect(
        await framedAs(analyst, `/err/mifid/details?fileId=${baltics.id}`, String(organisationIds.baltic)),
      ).toEqual([]);
      // The own file, in another organisation than its own: the page's call answers 404 there too.
      expect(await framedAs(analyst, `/err/mifid/details?fileId=${own.id}`, String(organisationIds.baltic))).toEqual(
        [],
      );
    });

    it('names nothing without a chosen organisation or a file id, and never breaks the page', async () => {
      const own = await fileOf(organisationIds.nordwind);
      const nordwind = String(organisationIds.nordwind);
      const url = `/err/mifid/details?fileId=${own.id}`;
      for (const chosen of [
        undefined,
        'none',
        '',
        '0',
        '-1',
        `${organisationIds.nordwind}x`,
        '1e3',
        '99999999999999999999',
      ])
        expect({ chosen, titles: await framedAs(analyst, url, chosen) }).toEqual({ chosen, titles: [] });
      for (const query of ['', '?fileId=', '?fileId=0', '?fileId=abc', '?fileId=2147483648', '?fileId=999999'])
        expect({ query, titles: await framedAs(analyst, `/err/mifid/details${query}`, nordwind) }).toEqual({
          query,
          titles: [],
        });
      // A user with a pending step gets the step's form.
      const newcomer = await loginAsDemo(testApp.app, 'newcomer');
      expect(await framedAs(newcomer, url, nordwind)).toEqual([]);
      // The database failing the name: the page is served all the same, its title waits for its answer.
      const failing = jest
        .spyOn(testApp.app.repos.mifid, 'fileName')
        .mockRejectedValueOnce(new Error('connection lost'));
      try {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          cookies: { [SESSION_COOKIE]: analyst.cookie(SESSION_COOKIE)!, [ORGANISATION_COOKIE_NAME]: nordwind },
        });
        expect(response.statusCode).toBe(200);
        expect(frameTitles(response.body)).toEqual([]);
        expect(response.body).toContain('<div id="root"></div>');
        expect(failing).toHaveBeenCalledTimes(1);
      } finally {
        failing.mockRestore();
      }
    });
  });

  describe("an audit trail's first page of events, in the organisation the browser has chosen", () => {
    const trailPart = (html: string) =>
      /<div class="page-frame-grid" data-frame-part="trail"[^>]*>([\s\S]*?)<\/div><\/div><\/div><\/div>$/.exec(
        html.slice(0, html.indexOf('</body>')),
      )?.[1];
    const trailPage = '/err/remit_audittrail?historyId=240117&documentType=REMIT_TABLE_1&displayValue=NWEH-2026-000417';

    it('paints the events the trail call answers, as the grid writes them, under the switches and Download', async () => {
      const answer = await analyst.inject({
        method: 'POST',
        url: fillPath(apiPaths.auditTrail, { urlPart: 'remit' }),
        query: { organisationId: String(organisationIds.nordwind) },
        payload: { historyId: 240117 },
      });
      const { rows, recordCount } = answer.json<{
        rows: { timestamp: string; severity: string }[];
        recordCount: number;
      }>();
      expect(rows.length).toBeGreaterThan(2);
      const html = await openedAs(analyst, trailPage, String(organisationIds.nordwind));
      const part = trailPart(html)!;
      const events = [
        ...part.matchAll(
          /<div class="page-frame-event page-frame-(\w+)"><span class="page-frame-time">(?:<span class="page-frame-mark"><\/span>)?([^<]*)<\/span>/g,
        ),
      ];
      expect(events.map((event) => event[1])).toEqual(rows.map((row) => row.severity.toLowerCase()));
      // The analyst's zone is UTC (the default), in their date format.
      const write = momentWriter({ timeZone: 'UTC', dateFormat: 'dd/mm/yy' });
      expect(events.map((event) => event[2])).toEqual(rows.map((row) => write(new Date(row.timestamp))));
      // A linked document as the page's link names it, and the pager's words.
      expect(part).toMatch(
        /<span class="page-frame-link">(XML, version \d+|XML file|Text receipt) <span>id \d+<\/span><\/span>/,
      );
      expect(part).toContain(`<div class="page-frame-foot">1–${rows.length} of ${recordCount}</div>`);
      expect(part).toContain(
        '<span class="page-frame-time">Date / Time</span><span class="page-frame-text">Description</span>',
      );
      expect(html).toContain(
        '<div class="page-frame-switches"><span class="page-frame-switch"><span class="page-frame-box page-frame-checked"></span>Show messaging details</span><span class="page-frame-grow"></span><span class="page-frame-button page-frame-plain">Download</span></div>',
      );
      expect(html).toContain('style="--header-height:56px"');
    });

    it("paints nothing of another organisation's record, without a chosen organisation, or where the address turns the grid", async () => {
      const { rows } = (await testApp.app.db.execute(sql`SELECT id FROM reporting_records
        WHERE organisation_id = ${organisationIds.baltic} AND document_type = 'REMIT_TABLE_1' ORDER BY id LIMIT 1`)) as unknown as {
        rows: Array<{ id: number }>;
      };
      const baltics = `/err/remit_audittrail?historyId=${rows[0]!.id}&displayValue=x`;
      const nordwind = String(organisationIds.nordwind);
      for (const [url, chosen] of [
        // The analyst is not at Baltic Power: its record, in their own organisation or in Baltic Power's.
        [baltics, nordwind],
        [baltics, String(organisationIds.baltic)],
        // The own record, in another organisation than its own: the trail call answers 404 there too.
        [trailPage, String(organisationIds.baltic)],
        [trailPage, undefined],
        [trailPage, 'none'],
        // An address that names a page, an order or a switch is the page's to read.
        [`${trailPage}&page=1`, nordwind],
        [`${trailPage}&sort=timestamp&order=asc`, nordwind],
        [`${trailPage}&messagingDetails=false`, nordwind],
        ['/err/remit_audittrail?historyId=abc&displayValue=x', nordwind],
        ['/err/remit_audittrail?historyId=999999&displayValue=x', nordwind],
      ] as const) {
        const html = await openedAs(analyst, url, chosen);
        expect([url, chosen, html.includes('data-frame-part="trail"')]).toEqual([url, chosen, false]);
        // The title the address names is painted all the same.
        expect(html).toContain('<h1 class="page-frame-title">Details for ');
      }
    });

    it("keeps a time unseen for a user in the browser's zone, and draws the user's density", async () => {
      const admin = await loginAsDemo(testApp.app, 'admin');
      await savePreferences(admin, { timeZone: BROWSER_TIME_ZONE, density: 'compact' });
      try {
        const html = await openedAs(admin, trailPage, String(organisationIds.nordwind));
        const part = trailPart(html)!;
        expect(html).toContain('style="--header-height:39px"');
        // Its UTC words hold the place the time will take, unseen: only the browser knows the zone.
        expect(part).toMatch(
          /<span class="page-frame-time">(<span class="page-frame-mark"><\/span>)?<span class="page-frame-unseen">[^<]+ UTC<\/span><\/span>/,
        );
        expect(part).not.toMatch(/<span class="page-frame-time">(<span class="page-frame-mark"><\/span>)?\d/);
      } finally {
        await testApp.app.db.execute(
          sql`DELETE FROM user_preferences WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`,
        );
      }
    });
  });

  describe("a finder's controls and sort note", () => {
    const finderPart = (html: string) =>
      /<div class="page-frame-finder" data-frame-part="finder">([\s\S]*?)<\/div><\/div><\/div><\/div>$/.exec(
        html.slice(0, html.indexOf('</body>')),
      )?.[1];

    it('paints them under the title as the page first renders them, with the sort and state its address names', async () => {
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const deals = (await analyst.inject({ method: 'GET', url: '/ecm/dealfinder' })).body;
      const part = finderPart(deals)!;
      expect(part).toContain('<p class="page-frame-note">Sorted by Last Update, descending: a column not shown.</p>');
      expect(part).toContain('style="--date-width:170px"');
      expect(part).toContain('<span class="page-frame-field page-frame-date">Received from</span>');
      expect(part).toContain('<span class="page-frame-button">Customise columns</span>');
      expect(deals.indexOf('.page-frame-note{')).toBeLessThan(deals.indexOf('</head>'));

      const sorted = finderPart(
        (await analyst.inject({ method: 'GET', url: '/esm/invoicefinder?sort=externalId&order=desc&state=SENT' })).body,
      )!;
      expect(sorted).toMatch(/<p class="page-frame-note">Sorted by [^<]+, descending\.<\/p>/);
      expect(sorted).toContain('<span class="page-frame-legend">State</span>Sent</span>');
      // A file finder's columns are fixed: no 'Customise columns'.
      const files = finderPart((await analyst.inject({ method: 'GET', url: '/etm/filesin' })).body)!;
      expect(files).toContain('<p class="page-frame-note">Sorted by Last Update, descending.</p>');
      expect(files).not.toContain('Customise columns');
    });

    it("draws the date fields as wide as the user's date format, the REMIT activity report's kind first, and none for anyone signed out", async () => {
      const admin = await loginAsDemo(testApp.app, 'admin');
      await savePreferences(admin, { dateFormat: 'yyyy-mm-dd', density: 'comfortable' });
      try {
        const part = finderPart((await admin.inject({ method: 'GET', url: '/err/mifid' })).body)!;
        expect(part).toContain('style="--date-width:196px"');
        expect(part).toContain('<span class="page-frame-legend">Density</span>Comfortable</span>');
        // The analyst keeps their own.
        const analyst = await loginAsDemo(testApp.app, 'analyst');
        expect(finderPart((await analyst.inject({ method: 'GET', url: '/err/mifid' })).body)).toContain(
          'style="--date-width:170px"',
        );
      } finally {
        await testApp.app.db.execute(
          sql`DELETE FROM user_preferences WHERE user_id = (SELECT id FROM users WHERE username = 'admin')`,
        );
      }
      // The REMIT activity report's kind selector comes first, with the kind its address names.
      const analyst = await loginAsDemo(testApp.app, 'analyst');
      const activity = finderPart(
        (await analyst.inject({ method: 'GET', url: '/err/remit_report/activity?kind=ELECTRICITY_RIGHTS' })).body,
      )!;
      expect(activity).toMatch(
        /^<div class="page-frame-controls"><span class="page-frame-field page-frame-select page-frame-kind"><span class="page-frame-legend">Record kind<\/span>Electricity Rights<\/span><span class="page-frame-field page-frame-search">/,
      );
      expect((await createAgent(testApp.app).inject({ method: 'GET', url: '/ecm/dealfinder' })).body).not.toContain(
        'page-frame-finder"',
      );
    });
  });

  it('paints none where the title is not fixed, where there is no such page, or for the login form', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    for (const url of [
      '/err/remit_audittrail?historyId=1',
      // The browser has told no organisation: a position file's name waits for its answer.
      '/err/mifid/details?fileId=1',
      // A document type without settings: the page sends the user back.
      '/settings/datatable/customize?documentType=NOTHING',
      '/settings/datatable/customize',
      '/no/such/page',
      '/admin',
    ]) {
      expect((await analyst.inject({ method: 'GET', url })).body).not.toContain('page-frame');
    }
    // Signed out, a user with a pending step, a cookie that names no session: a form comes instead of the page.
    expect((await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts' })).body).toBe(
      SIGNED_OUT_HTML,
    );
    const newcomer = await loginAsDemo(testApp.app, 'newcomer');
    expect((await newcomer.inject({ method: 'GET', url: '/help/contacts' })).body).not.toContain('page-frame');
    const stale = await testApp.app.inject({
      method: 'GET',
      url: '/help/contacts',
      headers: { cookie: 'ept_session=gone' },
    });
    expect(stale.body).not.toContain('page-frame');
  });
});

describe('a page asked for without a session cookie', () => {
  const hints = (html: string) => html.split(`<meta name="${SIGNED_OUT_META_NAME}"`).length - 1;

  it('says so in its head, once, so the client shows the login form without asking who is signed in', async () => {
    for (const url of ['/', '/login', '/help/contacts', '/no/such/page']) {
      const html = (await createAgent(testApp.app).inject({ method: 'GET', url })).body;
      expect(hints(html)).toBe(1);
      expect(html.indexOf(SIGNED_OUT_META_NAME)).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it("paints the login form's logo and title into the page for the login page and the root, hidden and inert", async () => {
    const logo = `data:image/svg+xml;base64,${readFileSync(path.resolve(__dirname, '../../public/logo.svg')).toString('base64')}`;
    for (const url of ['/', '/login', '/login/?ref=%2Fhelp%2Fcontacts']) {
      const html = (await createAgent(testApp.app).inject({ method: 'GET', url })).body;
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/^<div id="root"><div data-page-frame="" aria-hidden="true" inert="">/);
      expect(root).toContain(`<img class="login-frame-logo" src="${logo}" width="48" height="48" alt="">`);
      expect(root).toContain(`<h1 class="login-frame-title">${LOGIN_PAGE_TITLE}</h1>`);
      expect(html.indexOf('.login-frame-main{')).toBeLessThan(html.indexOf('</head>'));
    }
    // Another page's frame would be the login form's until the client has sent the browser there.
    expect((await createAgent(testApp.app).inject({ method: 'GET', url: '/help/contacts' })).body).toBe(
      SIGNED_OUT_HTML,
    );
    // Signed in, /login leads on to a page: no login form is painted.
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    expect((await analyst.inject({ method: 'GET', url: '/login' })).body).not.toContain('login-frame');
  });

  it('does not say so to a browser with a session cookie, valid or not', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    for (const url of ['/', '/login', '/help/contacts', '/no/such/page']) {
      expect(hints((await analyst.inject({ method: 'GET', url })).body)).toBe(0);
    }
    // A session that has timed out still sends its cookie: the client asks, and hears why it ended.
    const stale = await testApp.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'ept_session=timed-out' },
    });
    expect(hints(stale.body)).toBe(0);
  });
});
