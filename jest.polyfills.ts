// jsdom lacks these; react-router needs TextEncoder and TextDecoder to load.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll; pages call it on navigation.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
