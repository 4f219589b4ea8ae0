// @ts-check
/**
 * The inline scripts and styles of the built page (frontend/scripts/prerender.ts writes them),
 * as the Content-Security-Policy hashes that admit exactly them and nothing else.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ scripts: string[], styles: string[] }} InlineSources */

/** @param {string} content */
const hashSource = (content) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The hash sources of every <script> without a src and every <style> in the page.
 * @param {string} html @returns {InlineSources}
 */
export function inlineSourcesOf(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , content]) => hashSource(content));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, content]) => hashSource(content));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The inline sources of a built page file.
 * @param {string} file @returns {InlineSources}
 */
export function inlineSourcesOfPage(file) {
  if (!existsSync(file)) {
    throw new Error(
      `The built page ${file} is missing: build the front end first (the policy admits its inline script and style by hash)`,
    );
  }
  return inlineSourcesOf(readFileSync(file, 'utf8'));
}
