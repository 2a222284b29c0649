/**
 * Empty. Number 4 was given to the consent columns while they were written on another branch,
 * and this stood in for them so that the booking migrations kept 5 and 6; databases made
 * meanwhile have recorded 4 as run. It stays, changing nothing, so that every database agrees
 * on what 4 was; the consent columns are 0007. The runner keys on the position, not the name.
 */
export const sql = `SELECT 1;`;
