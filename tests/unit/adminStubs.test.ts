import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { stubbedImports } from '../../vite.adminDefaults';

/**
 * The build stubs parts of react-admin the console never renders (vite.adminDefaults.ts), and
 * MUI's CSS-variables theme (vite.muiNoVars.ts). Each stub is right only while the console passes
 * or lacks what makes it so; these checks fail first when that changes.
 */
const source = (file: string) => readFileSync(join('src', file), 'utf8');

function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
/** The code without its comments, which may well name what the code must not use. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const everySource = sourceFiles().map((path) => ({ path, text: withoutComments(readFileSync(path, 'utf8')) }));

describe('what the stubbed react-admin parts rely on', () => {
  it('<Admin> gets its own login page, notification and catch-all', () => {
    const app = source('App.tsx');
    expect(app).toContain('loginPage={false}');
    expect(app).toContain('notification={BannerNotification}');
    expect(app).toContain('catchAll={ToNotFound}');
    expect(app).toContain('error={ErrorPage}');
  });

  it("react-admin's AppBar gets its own toolbar and no user menu", () => {
    expect(source('ui/AppBar.tsx')).toMatch(/<RaAppBar toolbar=\{<AppBarTools \/>\} userMenu=\{false\}>/);
  });

  it("react-admin's Layout gets the console's own menu and error page", () => {
    expect(source('ui/Layout.tsx')).toMatch(/<RaLayout [^>]*menu=\{Menu\}/);
    expect(source('ui/Layout.tsx')).toMatch(/<RaLayout [^>]*error=\{ErrorPage\}/);
  });

  it('no InspectorButton (nor usePreferencesEditor), ColumnsButton, SelectColumnsButton or DataTable.NumberCol anywhere', () => {
    const users = everySource.filter(({ text }) => /\b(InspectorButton|usePreferencesEditor|ColumnsButton|SelectColumnsButton|NumberCol)\b/.test(text)).map(({ path }) => path);
    expect(users).toEqual([]);
  });

  it("each stubbed import is still written so in react-admin's files", () => {
    const require = createRequire(import.meta.url);
    for (const { pkg, importer, source: from } of stubbedImports) {
      const text = readFileSync(join(require.resolve(pkg), '..', importer), 'utf8');
      expect(text, `${importer} imports ${from}`).toMatch(new RegExp(`from ["']${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`));
    }
  });

  it("<Admin> renders only inside the console's own router, which is not a data router", () => {
    const router = withoutComments(source('router.tsx'));
    expect(router).toMatch(/<BrowserRouter>/);
    expect(router).toMatch(/<ConsoleRoute \/>/);
    // ra-core's hash router (stubbed) is made only outside a router; nothing asks for a data router
    const dataRouterUsers = everySource
      .filter(({ text }) => /\b(create\w*Router|RouterProvider|useBlocker|useRouteError|useFetcher|useNavigation|warnWhenUnsavedChanges)\b/.test(text))
      .map(({ path }) => path);
    expect(dataRouterUsers).toEqual([]);
  });

  it('no theme asks MUI for CSS variables', () => {
    const themes = source('ui/theme.ts');
    expect(themes).not.toMatch(/cssVariables|colorSchemes/);
  });
});
