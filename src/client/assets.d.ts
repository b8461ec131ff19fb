/** Webpack emits imported images as assets and hands back their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
