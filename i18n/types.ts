/** A catalogue with exactly the keys of the English one T, every leaf a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
/** Some keys of T: the Swiss German overrides on top of German. */
export type Overrides<T> = { [K in keyof T]?: T[K] extends string ? string : Overrides<T[K]> };

export type Tree = { [key: string]: string | Tree };

/** Deep merge of message trees; later trees win leaf by leaf (a shallow spread would drop nested fallbacks). */
export function mergeTrees<T extends object>(...trees: object[]): T {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const current = out[key];
      out[key] =
        typeof value === 'object' && value !== null
          ? mergeTrees<Tree>(typeof current === 'object' ? current : {}, value)
          : value;
    }
  }
  return out as T;
}

/** Applies f to every leaf string of a tree. */
export function mapLeaves<T extends object>(tree: T, f: (text: string) => string): T {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree as Tree)) {
    out[key] = typeof value === 'string' ? f(value) : mapLeaves(value, f);
  }
  return out as T;
}
