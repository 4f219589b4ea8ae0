import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../stack/settings.mjs';

/** Installs Debian's Chromium and nginx through the project's setup script when missing. */
export function ensureSystemPackages(...packages: string[]): void {
  const script = path.join(PROJECT_ROOT, 'stack/install-system-packages.sh');
  const result = spawnSync('bash', [script, ...packages], { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`Could not install ${packages.join(', ')}; run "bash ${script} ${packages.join(' ')}"`);
}
