import path from 'node:path';

type Context = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * The chunk of a module of the app (`output.codeSplitting`): the app's own modules that the entry
 * imports statically, with everything they import, make one chunk ('app'); those the shell routes
 * (the data layer, the route guard, the header; app/router.tsx) add to it make another ('shell').
 * Every first screen loads both whole anyway; left to itself the bundler cuts them into ~35 files,
 * each compressed on its own (~9 KB gzipped more). The screens' modules are left to the bundler.
 *
 * Only the app's own files are followed here (a package's index names every module of the package,
 * used or not); the bundler brings in what of each package they use.
 */
export function appChunks(srcDir: string) {
  const at = (file: string) => path.join(srcDir, file);
  const roots = {
    app: [at('main.tsx')],
    shell: [at('app/DataRoot.tsx'), at('app/RequireAccess.tsx'), at('app/layouts/AppLayout.tsx')],
  };
  let reach: { app: Set<string>; shell: Set<string> } | undefined;

  return (id: string, ctx: Context): string | null => {
    if (!id.startsWith(srcDir)) return null;
    reach ??= { app: ownStaticImports(srcDir, roots.app, ctx), shell: ownStaticImports(srcDir, roots.shell, ctx) };
    if (reach.app.has(id)) return 'app';
    if (reach.shell.has(id)) return 'shell';
    return null;
  };
}

/** The app's modules (under `srcDir`) that `roots` import statically, directly or through one another. */
function ownStaticImports(srcDir: string, roots: string[], ctx: Context): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !id.startsWith(srcDir)) return;
    found.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return found;
}
