export declare const withEagerCompileHint: (code: string) => string;
