export const webpackAliases: Record<string, string>;
export const jestModuleNameMapper: Record<string, string>;
