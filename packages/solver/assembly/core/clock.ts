/** Milliseconds from the host's clock (`performance.now()`), for the time budget. */
@external('env', 'now')
export declare function now(): f64;
