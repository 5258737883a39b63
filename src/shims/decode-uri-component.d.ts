// query-string's tolerant decoder (a dependency of query-string), for src/shims/queryString.ts
declare module 'decode-uri-component' {
  export default function decodeUriComponent(encoded: string): string;
}
