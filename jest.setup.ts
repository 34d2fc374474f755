import { TextDecoder, TextEncoder } from 'node:util';

// viem needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
