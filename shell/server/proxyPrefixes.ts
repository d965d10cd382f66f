// Where the shell's page server proxies store-api: the API under /api (prefix stripped), its pictures
// under /media, so the browser talks to one origin.
export const API_PREFIX = '/api';
export const MEDIA_PREFIX = '/media';
