// jsdom lacks these; react-router needs them (STACK.md).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; pages call it on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
