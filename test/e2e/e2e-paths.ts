import path from 'node:path';

/** Where the e2e server writes its log; the suite reads mailed links from it as a person would. */
export const e2eServerLogPath = path.join(__dirname, '../../test-results/e2e/server.log');
