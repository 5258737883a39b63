// The SVG check's worker thread (svgChecker.ts): runs rules/svgSafety.ts beside the server's
// event loop, so that a 5 MB logo built to be slow to check holds up nobody but its sender.
// Plain JavaScript that loads the TypeScript check itself (tsx's tsImport): the worker starts the
// same under `node --import tsx`, tsx and vitest, whatever loader its parent has.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { findUnsafeSvg } = await tsImport('../rules/svgSafety.ts', import.meta.url);
const decoder = new TextDecoder();
// one small check before saying ready: the check's first run (its code compiled, its regular
// expressions built) then falls on no sender's time bound, as it did for the first logo after a
// worker was replaced on a busy machine
findUnsafeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');

parentPort.on('message', ({ id, bytes }) => {
  try {
    parentPort.postMessage({ id, problem: findUnsafeSvg(decoder.decode(bytes)) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
