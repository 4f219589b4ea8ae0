export declare function buildReactFloor(outDir: string): Promise<void>;
