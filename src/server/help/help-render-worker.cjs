// The worker thread help texts are rendered in (help-html.ts): the markdown pipeline loaded through
// tsx, as the server itself runs, and one text rendered per message.
const { parentPort } = require('node:worker_threads');
require('tsx/cjs/api').register();
const { renderHelpMarkdown } = require('./help-markdown.ts');

parentPort.on('message', (markdown) => parentPort.postMessage(renderHelpMarkdown(markdown)));
parentPort.postMessage('ready');
