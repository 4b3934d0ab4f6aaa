export declare const EAGER_COMPILE_HINT: string;
export declare const withEagerCompileHint: (code: string) => string;
