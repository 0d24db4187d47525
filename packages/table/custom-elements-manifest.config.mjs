/**
 * Keeps the committed manifest the same from build to build: the analyzer lists modules
 * in the order the file system returns them, which differs between machines, and it
 * copies a stylesheet's whole text in as its "default", which changes with every style.
 */
const stableManifest = {
  name: 'naipe-stable-manifest',
  packageLinkPhase({ customElementsManifest }) {
    customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path, 'en'));
    for (const module of customElementsManifest.modules) {
      for (const declaration of module.declarations ?? []) {
        if (declaration.kind === 'variable' && declaration.default?.startsWith('css`')) {
          delete declaration.default;
        }
      }
    }
  },
};

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: [stableManifest],
};
