import { authHandlers } from './auth';
import { navigationHandlers } from './navigation';
import { systemHandlers } from './system';
import { userHandlers } from './user';

export const handlers = [...authHandlers, ...userHandlers, ...navigationHandlers, ...systemHandlers];
