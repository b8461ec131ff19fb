import { http, HttpResponse } from 'msw';
import { apiPaths } from '@shared/api-paths';
import { apiUrl } from '../api-url';
import { systemInformation } from '../data';

export const systemHandlers = [
  http.get(apiUrl(apiPaths.systemInformation), () => HttpResponse.json(systemInformation)),
];
