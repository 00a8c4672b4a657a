import type { ChildProcess } from 'node:child_process';

/** Types for server.mjs, for the TypeScript benchmarks. */
export interface BenchServer {
  url: string;
  child: ChildProcess;
}
export const ROOT: string;
export const POSTGRES_URL: string;
export const BENCH_HEALTH_TOKEN: string;
export function startServer(env: Record<string, string>, options?: { nodeArgs?: string[] }): Promise<BenchServer>;
export function stopServer(server: BenchServer): Promise<void>;
export function forEachDatabase<Row>(
  measure: (label: string, env: Record<string, string>, query: (sql: string) => Promise<unknown[]>) => Promise<Row>,
): Promise<Row[]>;
export function startBareNodeServer(): Promise<BenchServer>;
