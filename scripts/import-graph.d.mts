export function importSpecifiers(text: string): string[];
export function importGraph(folders?: string[], root?: string): Map<string, string[]>;
export function importCircles(graph: Map<string, string[]>): string[][];
export function circlePath(graph: Map<string, string[]>, group: string[]): string[];
export function boundaryViolations(graph: Map<string, string[]>): string[];
