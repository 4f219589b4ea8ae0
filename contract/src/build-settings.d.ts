export declare function setting(env: Record<string, string | boolean | undefined>, name: string): string | null;
export declare function httpsUrl(value: string | null): URL | null;
export declare function adSettings(
  env: Record<string, string | boolean | undefined>,
): { client: string; slot: string } | null;
