import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as real from 'inflection';
import { ACCESS } from '../featureProviders';
import { humanize, inflect, transform } from './inflection';

function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const everySource = sourceFiles().map((path) => readFileSync(path, 'utf8'));
const literals = (pattern: RegExp) => new Set(everySource.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1])));

/** Every resource the console names: the dataProvider's, <Resource>s, and resource props and options. */
const resources = [...new Set([...Object.keys(ACCESS.areas), ...literals(/<Resource name="([^"]+)"/g), ...literals(/\bresource[=:]\s*["']([^"']+)["']/g)])];
/** Every field source the console names, and some shapes ra-core's default label meets. */
const sources = [...literals(/\bsource[=:]\s*["']([^"']+)["']/g), 'user_id', 'tag_ids', 'createdAt', 'address.city', 'URLValue', '_private', 'Ünïcode', 'a::b'];

describe("the console's inflection (ra-core's default labels)", () => {
  it('finds the names to check', () => {
    expect(resources).toEqual(expect.arrayContaining(['disputes', 'contracts', 'users', 'news', 'staff', 'bonusPointsHistory']));
    expect(sources.length).toBeGreaterThan(30);
  });

  it("names every resource of the console as inflection does, in every number (a resource's default name)", () => {
    for (const resource of resources) {
      for (const count of [0, 1, 2, 5, NaN]) {
        expect(humanize(inflect(resource, count)), `${resource} × ${count}`).toBe(real.humanize(real.inflect(resource, count)));
      }
    }
  });

  it("labels every field source as inflection does (a field's default label)", () => {
    for (const source of sources) {
      const suffix = source.replace(/\./g, ' ');
      expect(transform(suffix, ['underscore', 'humanize']), source).toBe(real.transform(suffix, ['underscore', 'humanize']));
    }
  });

  it('says so when asked for a transformation it does not have', () => {
    expect(() => transform('word', ['pluralize'])).toThrow(/not in this build/);
  });
});
