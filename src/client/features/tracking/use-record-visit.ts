/**
 * The home page's "records a visit" hook (SPEC §2). The visitor tracker is its own piece of work;
 * it implements this hook, so the page's call site stays as it is.
 */
export function useRecordVisit(): void {}
