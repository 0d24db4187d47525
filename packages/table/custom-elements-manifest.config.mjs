/**
 * The manifest lists modules in the order the file system returns them, which differs
 * between machines; sorting by path keeps the committed file the same on every build.
 */
const sortModulesByPath = {
  name: 'naipe-sort-modules',
  packageLinkPhase({ customElementsManifest }) {
    customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path, 'en'));
  },
};

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: [sortModulesByPath],
};
