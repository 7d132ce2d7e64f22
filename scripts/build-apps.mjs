// The build of the three apps (and of the packages they use), by turbo: cached when nothing
// changed. What `pnpm start` serves and `pnpm bench` measures.
export const BUILD_APPS = [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@kirana/api',
  '--filter=@kirana/site',
  '--filter=@kirana/admin',
];
