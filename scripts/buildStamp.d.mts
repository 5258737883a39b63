export const STAMP_FILE: string;
export function viteValues(env: Record<string, string | undefined>): Record<string, string | undefined>;
export interface Build {
  stamp: Record<string, string | undefined> | null;
  time: number;
}
export function rebuildReason(input: { build: Build; env: Record<string, string | undefined>; sourcesTime: number }): string | null;
export function readBuild(dist: string): Build;
export function sourcesTime(root: string): number;
export function writeStamp(dist: string, env: Record<string, string | undefined>): void;
