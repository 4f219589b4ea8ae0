import type { InputType } from 'node:zlib';

export declare function staticGzip(content: InputType): Promise<Buffer>;
