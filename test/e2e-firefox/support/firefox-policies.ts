import { chmod, copyFile, mkdir, mkdtemp, readdir, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREFOX_PATH } from './launch-firefox';

/**
 * A Firefox of its own with enterprise policies, made at run time in a temporary folder: every
 * file of the installed Firefox linked, its launcher copied (Firefox looks for
 * `distribution/policies.json` beside the program it was started as), and a `distribution/`
 * holding the policies. Firefox reads the user's default search engine from no pref: the
 * `SearchEngines` policy sets it as an administrator would (docs/search.md). Needs no root and
 * touches nothing outside the folder.
 */
export async function firefoxWithPolicies(
  policies: Record<string, unknown>,
): Promise<{ executable: string; remove(): Promise<void> }> {
  const program = await realpath(FIREFOX_PATH);
  const installed = path.dirname(program);
  const root = await mkdtemp(path.join(tmpdir(), 'wde-firefox-install-'));
  const launcher = path.basename(program);
  for (const entry of await readdir(installed)) {
    if (entry === 'distribution' || entry === launcher || entry === 'firefox-bin') continue;
    await symlink(path.join(installed, entry), path.join(root, entry));
  }
  await copyFile(program, path.join(root, launcher));
  await chmod(path.join(root, launcher), 0o755);
  const distribution = path.join(root, 'distribution');
  await mkdir(distribution);
  for (const entry of await readdir(path.join(installed, 'distribution')).catch(() => []))
    await symlink(path.join(installed, 'distribution', entry), path.join(distribution, entry));
  await writeFile(path.join(distribution, 'policies.json'), JSON.stringify({ policies }, null, 2));
  return { executable: path.join(root, launcher), remove: () => rm(root, { recursive: true, force: true }) };
}

/** The `SearchEngines` policy that makes an engine the default, as an administrator writes it. */
export const defaultEnginePolicy = (name: string, template: string) => ({
  SearchEngines: {
    Add: [{ Name: name, URLTemplate: template, Method: 'GET', Alias: 'fx' }],
    Default: name,
  },
});
