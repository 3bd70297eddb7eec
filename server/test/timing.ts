// Timing comparisons (the answers that must not tell which accounts exist) by medians, not totals: one pause of
// the whole process (a collection, another suite on the same cores) in one sample makes a sum say nothing about
// the code.
export function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}
