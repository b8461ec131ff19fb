import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '../api-url';

export const errorReportHandlers = [
  http.post(apiUrl(apiPaths.clientErrorReport), () => new HttpResponse(null, { status: 204 })),
  http.post(apiUrl(apiPaths.unsupportedBrowserLog), () => new HttpResponse(null, { status: 204 })),
];
