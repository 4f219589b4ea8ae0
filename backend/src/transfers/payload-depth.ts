/**
 * Whether a parsed JSON value nests no deeper than `max` levels of objects and arrays. Walked
 * with a stack of its own, not by recursion: a body of a few kilobytes can nest thousands deep,
 * which is what overflowed the call stack when such a payload was written back as JSON.
 */
export function nestsWithin(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > max) return false;
    for (const child of Array.isArray(node) ? node : Object.values(node)) pending.push([child, depth + 1]);
  }
  return true;
}
