// `npm start`'s server: the server's main module with Node's compile cache on, so that a second start does not
// compile (and strip the types of) every module again; the cache lives in the system's temporary folder, or where
// NODE_COMPILE_CACHE says. It halves the time to load the server's modules (measured: 2.6–4.9 s to 1.4–1.6 s).
import module from 'node:module';

module.enableCompileCache?.();
await import('../apps/server/src/main.ts');
