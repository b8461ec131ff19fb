import type { ComponentType } from 'react';

type PageModule = Record<string, ComponentType>;

/**
 * A route `lazy` function taking one page of an area module. All pages of an area import the same
 * module, so webpack puts the area in one chunk, named by the loader's webpackChunkName comment.
 */
export function lazyPage<TModule extends PageModule>(load: () => Promise<TModule>, pageName: keyof TModule) {
  return async () => ({ Component: (await load())[pageName] });
}

type PageLoaders = Record<string, () => Promise<ComponentType>>;

/**
 * A route `lazy` function taking one page of an area that names its pages by loaders: the area's chunk
 * comes as one, but only the opened page's modules are evaluated (see the regulatory reporting area).
 */
export function lazyAreaPage<TLoaders extends PageLoaders>(load: () => Promise<TLoaders>, pageName: keyof TLoaders) {
  return async () => ({ Component: await (await load())[pageName]!() });
}
