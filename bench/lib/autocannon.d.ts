// The part of autocannon's API the api bench uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    readonly average: number
    readonly p50: number
    readonly p99: number
    readonly total: number
  }
  export interface Result {
    readonly requests: Histogram
    readonly latency: Histogram
    readonly non2xx: number
    readonly errors: number
    readonly timeouts: number
  }
  export interface Options {
    readonly url: string
    readonly connections?: number
    readonly duration?: number
    readonly amount?: number
    readonly method?: string
    readonly headers?: Record<string, string>
    readonly body?: string
    readonly requests?: ReadonlyArray<{
      readonly setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>
      readonly onResponse?: (status: number) => void
    }>
  }
  const autocannon: (options: Options) => Promise<Result>
  export default autocannon
}
