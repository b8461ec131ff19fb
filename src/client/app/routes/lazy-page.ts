import type { ComponentType } from 'react';

type PageModule = Record<string, ComponentType>;

/**
 * A route `lazy` function taking one page of an area module. All pages of an area import the same
 * module, so webpack puts the area in one chunk, named by the loader's webpackChunkName comment.
 */
export function lazyPage<TModule extends PageModule>(load: () => Promise<TModule>, pageName: keyof TModule) {
  return async () => ({ Component: (await load())[pageName] });
}
