/** The types of architecture.js. */
export declare function cyclesOf(edges: Iterable<readonly [string, string]>): string[][];
