import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The workspace's root, from this folder. */
export const workspaceRoot = path.resolve(__dirname, '../../..');

/**
 * Every source file the apps and libraries build from (TypeScript, not tests): for specs that read
 * what the code uses, such as the build's antd stylesheet and lean Table.
 */
export function appSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|testing)\.tsx?$/.test(entry.name)) {
        files.push(file);
      }
    }
  };
  for (const dir of ['shell/src', 'libs', 'mfe-client/src', 'mfe-admin/src', 'mfe-messaging/src']) walk(path.join(workspaceRoot, dir));
  return files;
}
