// V8's explicit compile hint (Chrome 136+): a script that opens with this comment has all its
// functions compiled as it is parsed, in one pass, instead of each being parsed a second time on
// its first call. Right for code that nearly all runs at once: the extract script, whose first
// scrape of a page runs the whole converter. Firefox reads it as a comment. Measured in
// docs/benchmarks.md ("First run and warm"). Only at the very top of a file: V8 ignores it further down.
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint on its first line. */
export const withEagerCompileHint = (code) => (code.startsWith(EAGER_COMPILE_HINT) ? code : EAGER_COMPILE_HINT + code);
