export function version(): i32 { return 1; }
