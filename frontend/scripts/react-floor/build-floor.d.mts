export declare function buildReactFloor(): Promise<Map<string, Buffer>>;
