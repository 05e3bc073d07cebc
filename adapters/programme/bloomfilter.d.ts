// The part of bloomfilter's API the import uses (the package ships no types).
declare module "bloomfilter" {
  export class BloomFilter {
    /** `m` bits (rounded up to a multiple of 32), `k` hash functions. */
    constructor(m: number, k: number)
    add(value: string): void
    /** False: never added. True: added, or a false positive. */
    test(value: string): boolean
  }
}
