// @ts-check
/**
 * What the architecture tests of the API (backend/test/architecture.test.ts) and of the page
 * (frontend/test/dependencies.test.ts) share: finding the cycles of an import graph.
 */

/**
 * The cycles of a graph given as edges, each as its nodes in order, the first node repeated at
 * the end (found by depth-first search, from the nodes in sorted order).
 * @param {Iterable<readonly [string, string]>} edges
 * @returns {string[][]}
 */
export function cyclesOf(edges) {
  /** @type {Map<string, string[]>} */
  const next = new Map();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const cycles = [];
  /** @param {string} node */
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const target of next.get(node) ?? []) {
      if (state.get(target) === 'open') cycles.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...next.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
