import { apiPaths, fillPath } from '@shared/api-paths';
import {
  HELP_CONTENT_MAX_LENGTH,
  HELP_TITLE_MAX_LENGTH,
  helpTextSchema,
  type HelpText,
  type HelpTextKind,
} from '@shared/contract';
import { buildTestApp, createAgent, loginAsDemo, type Agent, type TestApp } from './helper';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

async function read(agent: Agent, kind: HelpTextKind): Promise<HelpText> {
  const response = await agent.inject({ method: 'GET', url: fillPath(apiPaths.helpText, { kind }) });
  expect(response.statusCode).toBe(200);
  return helpTextSchema.parse(response.json());
}

const save = (agent: Agent, kind: HelpTextKind, payload: object) =>
  agent.inject({ method: 'POST', url: fillPath(apiPaths.helpTextSave, { kind }), payload });

describe('reading help texts', () => {
  it('gives every logged-in user the seeded markdown, not editable for an analyst', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const announcements = await read(analyst, 'announcements');
    expect(announcements).toMatchObject({
      title: 'Announcements',
      editable: false,
      version: 1,
      updatedBy: 'Erik Madsen',
    });
    expect(announcements.content).toContain('## REMIT reporting');
    expect(Date.parse(announcements.updatedAt ?? '')).toBeLessThan(Date.now());

    expect((await read(analyst, 'support')).content).toContain('| Channel | Contact | Hours (CET) |');
    // The release notes were saved three times, release by release.
    const releaseNotes = await read(analyst, 'releaseNotes');
    expect(releaseNotes.version).toBe(3);
    expect(releaseNotes.content).toMatch(/Release 2\.7\.0[\s\S]*Release 2\.6\.2[\s\S]*Release 2\.6\.1/);
  });

  it('gives the markdown rendered for reading, as the help pages show it', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    const { html } = await read(analyst, 'announcements');
    expect(html).toContain(
      '<h3 id="user-content-remit-reporting-new-xml-schema-from-1-june-2026">REMIT reporting: new XML schema from 1 June 2026</h3>',
    );
    expect(html).not.toContain('## ');
    // GitHub's tables, rendered by the server.
    expect((await read(analyst, 'support')).html).toMatch(/<table>[\s\S]*<th>Channel<\/th>/);
  });

  it('marks the texts editable for the editor and the admin', async () => {
    expect((await read(await loginAsDemo(testApp.app, 'editor'), 'support')).editable).toBe(true);
    expect((await read(await loginAsDemo(testApp.app, 'admin'), 'support')).editable).toBe(true);
  });

  it('needs a login; an unknown kind is not found', async () => {
    const anonymous = await createAgent(testApp.app).inject({
      method: 'GET',
      url: fillPath(apiPaths.helpText, { kind: 'support' }),
    });
    expect(anonymous.statusCode).toBe(401);
    const editor = await loginAsDemo(testApp.app, 'editor');
    expect((await editor.inject({ method: 'GET', url: '/api/help/imprint' })).statusCode).toBe(404);
    const save = await editor.inject({
      method: 'POST',
      url: '/api/help/imprint/save',
      payload: { title: 'Imprint', content: '', version: 0 },
    });
    expect(save.statusCode).toBe(404);
  });
});

describe('saving help texts', () => {
  it('saves a new version and answers it', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const before = await read(editor, 'support');
    const response = await save(editor, 'support', {
      title: 'Support',
      content: '## Call us\n\nAny time.',
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = helpTextSchema.parse(response.json());
    expect(saved).toMatchObject({
      title: 'Support',
      content: '## Call us\n\nAny time.',
      editable: true,
      version: before.version + 1,
      updatedBy: 'Erik Madsen',
    });
    expect(Date.now() - Date.parse(saved.updatedAt ?? '')).toBeLessThan(60_000);
    expect(saved.html).toBe('<h3 id="user-content-call-us">Call us</h3>\n<p>Any time.</p>');
    expect(await read(await loginAsDemo(testApp.app, 'analyst'), 'support')).toMatchObject({
      content: '## Call us\n\nAny time.',
      html: '<h3 id="user-content-call-us">Call us</h3>\n<p>Any time.</p>',
      editable: false,
    });
  });

  it('renders nothing executable, and no image on an API or on another site', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor, 'releaseNotes');
    const content = [
      '<script>alert(1)</script><img src=x onerror="alert(1)">',
      '[click](javascript:alert(1)) <a href="#" onclick="alert(1)">raw</a>',
      `![public](${testApp.app.config.publicUrl}/api/user/2fa/setup) ![upgraded](https://localhost/%61pi/user/information)`,
      '![relative](../api/user/information) ![elsewhere](https://images.example.com/api/chart.png)',
      '![chart](https://images.example.com/charts/q1.png) ![logo](/logo.svg)',
    ].join('\n\n');
    const response = await save(editor, 'releaseNotes', { title: 'Release Notes', content, version });
    const { html } = helpTextSchema.parse(response.json());
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img src="x"/i);
    expect(html).toContain('<a>click</a>');
    // Each image on an API, this server's by whatever name or another's, reads as its alt text.
    expect(html).toContain('<p>public upgraded</p>');
    expect(html).toContain('<p>relative elsewhere</p>');
    // One on another site too (the page's Content-Security-Policy would show it broken); this site's stays.
    expect(html).toContain('<p>chart <img src="/logo.svg" alt="logo"></p>');
    expect((await read(await loginAsDemo(testApp.app, 'analyst'), 'releaseNotes')).html).toBe(html);
  });

  it('does not fill out a table of thousands of columns over thousands of rows: it says it is too large', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor, 'support');
    // 2,000 columns over 3,000 one-cell rows: 6 million cells once each row is filled to the header's width.
    const table = ['|' + 'a|'.repeat(2_000), '|' + '-|'.repeat(2_000), ...Array<string>(3_000).fill('b')].join('\n');
    const response = await save(editor, 'support', { title: 'Support', content: `Before\n\n${table}`, version });
    expect(response.statusCode).toBe(200);
    const { html } = helpTextSchema.parse(response.json());
    expect(html).toBe('<p>Before</p>\n<p>(A table too large to show: 6002000 cells in this text.)</p>');
  });

  it('refuses a text nested too deeply to render, on its content, and keeps the text readers see', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const before = await read(editor, 'support');
    // 10,000 nested quotes: the renderer ran out of stack after the text was stored, so the save
    // and every later read of the support page answered 500.
    const response = await save(editor, 'support', {
      title: 'Support',
      content: '> '.repeat(10_000),
      version: before.version,
    });
    expect(response.statusCode).toBe(400);
    const message = 'The content nests quotes, lists or emphasis too deeply to be shown.';
    expect(response.json()).toEqual({ errorMessage: message, fieldErrors: { content: [message] } });
    // 6,600 lists nested on one line: the parser took 31 s, holding every other request, before its
    // stack ran out; it is stopped at the render's deadline now, with the same answer.
    const slow = await save(editor, 'support', {
      title: 'Support',
      content: '1. '.repeat(6_600),
      version: before.version,
    });
    expect(slow.json()).toEqual({ errorMessage: message, fieldErrors: { content: [message] } });
    expect(await read(await loginAsDemo(testApp.app, 'analyst'), 'support')).toEqual({ ...before, editable: false });
    // A text that merely reads like the placeholder is a text like any other.
    const lookalike = await save(editor, 'support', {
      title: 'Support',
      content: `(${message})`,
      version: before.version,
    });
    expect(lookalike.statusCode).toBe(200);
  });

  it('refuses an analyst, before looking at the body', async () => {
    const analyst = await loginAsDemo(testApp.app, 'analyst');
    for (const payload of [{ title: 'Mine now', content: '', version: 1 }, { title: '' }]) {
      const response = await save(analyst, 'announcements', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errorMessage: 'You may not edit help texts.' });
    }
    expect((await read(analyst, 'announcements')).title).toBe('Announcements');
  });

  it('needs a login', async () => {
    const anonymous = createAgent(testApp.app);
    await anonymous.inject({ method: 'GET', url: apiPaths.systemInformation });
    const response = await save(anonymous, 'support', { title: 'Support', content: '', version: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('enforces the title and content limits of the spec, at their exact boundaries', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor, 'announcements');

    const longTitle = await save(editor, 'announcements', {
      title: 'T'.repeat(HELP_TITLE_MAX_LENGTH + 1),
      content: 'x',
      version,
    });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { title: [`The title may have at most ${HELP_TITLE_MAX_LENGTH} characters.`] },
    });
    const bell = await save(editor, 'announcements', { title: 'T\u0007\u001b[2J', content: 'x', version });
    expect(bell.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { title: ['The title may not contain control characters.'] },
    });
    const escaped = await save(editor, 'announcements', { title: 'T', content: 'a\u0001b\u001b[2J\tc\r\n', version });
    expect(escaped.json()).toEqual({
      errorMessage: 'Invalid request.',
      fieldErrors: { content: ['The content may not contain control characters.'] },
    });
    const longContent = await save(editor, 'announcements', {
      title: 'Announcements',
      content: 'x'.repeat(HELP_CONTENT_MAX_LENGTH + 1),
      version,
    });
    expect(longContent.statusCode).toBe(400);
    expect(Object.keys(longContent.json().fieldErrors)).toEqual(['content']);
    const emptyTitle = await save(editor, 'announcements', { title: '  ', content: 'x', version });
    expect(emptyTitle.json().fieldErrors).toEqual({ title: ["Field 'title' is required."] });
    const unseenTitle = await save(editor, 'announcements', { title: '\u200b\u200e', content: 'x', version });
    expect(unseenTitle.json().fieldErrors).toEqual({ title: ["Field 'title' is required."] });

    const atLimits = await save(editor, 'announcements', {
      title: 'T'.repeat(HELP_TITLE_MAX_LENGTH),
      content: 'x'.repeat(HELP_CONTENT_MAX_LENGTH),
      version,
    });
    expect(atLimits.statusCode).toBe(200);
    expect(atLimits.json().version).toBe(version + 1);
  });

  it("counts an emoji as one character, as the editor and PostgreSQL's char_length do", async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor, 'announcements');
    const emoji = '\u{1F4C8}';

    const atLimits = await save(editor, 'announcements', {
      title: emoji.repeat(HELP_TITLE_MAX_LENGTH),
      content: emoji.repeat(HELP_CONTENT_MAX_LENGTH),
      version,
    });
    expect(atLimits.statusCode).toBe(200);
    expect(await read(editor, 'announcements')).toMatchObject({
      title: emoji.repeat(HELP_TITLE_MAX_LENGTH),
      content: emoji.repeat(HELP_CONTENT_MAX_LENGTH),
    });

    const beyond = await save(editor, 'announcements', {
      title: 'Announcements',
      content: `${emoji.repeat(HELP_CONTENT_MAX_LENGTH)}x`,
      version: version + 1,
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().fieldErrors).toEqual({
      content: [`The content may have at most ${HELP_CONTENT_MAX_LENGTH} characters.`],
    });
  });

  it('lets the second of two saves from the same version lose with 409, keeping the first', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const admin = await loginAsDemo(testApp.app, 'admin');
    const { version } = await read(editor, 'releaseNotes');

    const first = await save(editor, 'releaseNotes', { title: 'Release Notes', content: 'by the editor', version });
    expect(first.statusCode).toBe(200);
    const second = await save(admin, 'releaseNotes', { title: 'Release Notes', content: 'by the admin', version });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMessage).toMatch(
      new RegExp(
        `^This help text was changed after you opened it \\(now version ${version + 1}, by Erik Madsen on \\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\)\\. Copy your changes, cancel, and edit the newest version\\.$`,
      ),
    );
    expect(await read(admin, 'releaseNotes')).toMatchObject({
      content: 'by the editor',
      version: version + 1,
      updatedBy: 'Erik Madsen',
    });
  });

  it('answers the same save again (a double click, a retry after a lost answer) as the first, saving once', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const { version } = await read(editor, 'releaseNotes');
    const versionsBefore = (await testApp.app.repos.helpTexts.listVersions('releaseNotes')).length;
    const payload = { title: 'Release Notes', content: 'saved twice', version };

    const first = await save(editor, 'releaseNotes', payload);
    const again = await save(editor, 'releaseNotes', payload);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ content: 'saved twice', version: version + 1, updatedBy: 'Erik Madsen' });
    expect(await testApp.app.repos.helpTexts.listVersions('releaseNotes')).toHaveLength(versionsBefore + 1);

    // Other words from that version, or another editor's same words, are a conflict as before.
    const changed = await save(editor, 'releaseNotes', { ...payload, content: 'changed' });
    expect(changed.statusCode).toBe(409);
    const admin = await loginAsDemo(testApp.app, 'admin');
    expect((await save(admin, 'releaseNotes', payload)).statusCode).toBe(409);
  });

  it('lets exactly one of two simultaneous saves from the same version win', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const admin = await loginAsDemo(testApp.app, 'admin');
    const { version } = await read(editor, 'announcements');

    const responses = await Promise.all([
      save(editor, 'announcements', { title: 'Announcements', content: 'editor', version }),
      save(admin, 'announcements', { title: 'Announcements', content: 'admin', version }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json();
    expect(await read(editor, 'announcements')).toMatchObject({ content: winner.content, version: version + 1 });
  });

  it('keeps every saved version with its author and time', async () => {
    const editor = await loginAsDemo(testApp.app, 'editor');
    const admin = await loginAsDemo(testApp.app, 'admin');
    const start = await read(editor, 'support');
    await save(editor, 'support', { title: 'Support', content: 'first', version: start.version });
    await save(admin, 'support', { title: 'Support desk', content: 'second', version: start.version + 1 });
    await save(editor, 'support', { title: 'Support', content: 'lost', version: start.version + 1 });

    const versions = await testApp.app.repos.helpTexts.listVersions('support');
    expect(versions.map((row) => row.version)).toEqual(
      Array.from({ length: start.version + 2 }, (_, index) => index + 1),
    );
    const [firstSave, secondSave] = versions.slice(-2);
    const editorId = (await testApp.app.repos.users.findByUsername('editor'))?.id;
    const adminId = (await testApp.app.repos.users.findByUsername('admin'))?.id;
    expect(firstSave).toMatchObject({ title: 'Support', content: 'first', savedBy: editorId });
    expect(secondSave).toMatchObject({ title: 'Support desk', content: 'second', savedBy: adminId });
    expect(secondSave!.savedAt.getTime()).toBeGreaterThanOrEqual(firstSave!.savedAt.getTime());
    // The seeded history is there too: the first version is the seed's, by the editor.
    expect(versions[0]).toMatchObject({ version: 1, savedBy: editorId });
    expect(await read(editor, 'support')).toMatchObject({ title: 'Support desk', updatedBy: 'Ada Administrator' });
  });
});
