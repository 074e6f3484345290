/** ₹1.5L, ₹12K: axis ticks short enough for a phone, in the Indian units people read money in. */
export function shortRupees(amount: number): string {
  if (amount >= 1_00_00_000) return `₹${+(amount / 1_00_00_000).toFixed(1)}Cr`;
  if (amount >= 1_00_000) return `₹${+(amount / 1_00_000).toFixed(1)}L`;
  if (amount >= 1000) return `₹${+(amount / 1000).toFixed(1)}K`;
  return `₹${amount}`;
}
