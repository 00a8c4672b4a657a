/**
 * The mean energy of the louder half of every frame seen so far (speech-level.ts's
 * louderHalfEnergy), kept up to date as frames arrive, for a recording still being made. Sorting
 * every energy again on each reading costs more the longer the recording (its square, over a
 * recording); here each frame goes into a histogram bin of BIN_DB dB, and a reading walks the bins
 * from the top. Memory and each reading's cost are fixed, whatever the length.
 *
 * Within the bin where the louder half ends, the frames counted are taken at that bin's mean, so
 * the result is within BIN_DB of the exact one (a gain error under a tenth of a decibel).
 */
const BIN_DB = 0.1;
/** Frames quieter than this all share the lowest bin: -150 dBFS is below 16-bit audio's floor. */
const FLOOR_DBFS = -150;
/** Clipped square waves reach 0 dBFS; a little headroom for rounding. */
const CEILING_DBFS = 1;
const BINS = Math.ceil((CEILING_DBFS - FLOOR_DBFS) / BIN_DB) + 1;

export class LouderHalfMeter {
  private readonly counts = new Float64Array(BINS);
  private readonly sums = new Float64Array(BINS);
  private frames = 0;

  add(energy: number): void {
    const dbfs = energy > 0 ? 10 * Math.log10(energy) : FLOOR_DBFS;
    const bin = Math.min(BINS - 1, Math.max(0, Math.floor((dbfs - FLOOR_DBFS) / BIN_DB)));
    this.counts[bin]! += 1;
    this.sums[bin]! += energy;
    this.frames++;
  }

  /** Mean energy of the louder half of the frames (NaN before the first). */
  louderHalfEnergy(): number {
    const wanted = Math.max(1, Math.ceil(this.frames / 2));
    let taken = 0;
    let sum = 0;
    for (let bin = BINS - 1; bin >= 0 && taken < wanted; bin--) {
      const count = this.counts[bin]!;
      if (count === 0) continue;
      const take = Math.min(count, wanted - taken);
      sum += take === count ? this.sums[bin]! : (this.sums[bin]! / count) * take;
      taken += take;
    }
    return taken === 0 ? NaN : sum / taken;
  }
}
