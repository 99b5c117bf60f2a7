/**
 * English ordinals for places in a line: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd,
 * 101st, 111th. Shared so the server's notices and the web's event page say a place alike.
 */
export function ordinal(n: number): string {
  const hundred = Math.abs(n) % 100;
  // 11, 12 and 13 (and 111, 212 …) take "th" although they end in 1, 2 and 3.
  if (hundred >= 11 && hundred <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][hundred % 10] ?? 'th';
  return `${n}${suffix}`;
}
