// A loader's "this address names nothing" (a 404 "Page Not Found: {path}"). The shell shows
// its not-found page inside the route's layout, and the store's server answers 404.

export class PageNotFoundError extends Error {
  constructor() {
    super('Page Not Found');
    this.name = 'PageNotFoundError';
  }
}

export function pageNotFound(): never {
  throw new PageNotFoundError();
}

export function isPageNotFound(error: unknown): error is PageNotFoundError {
  return error instanceof Error && error.name === 'PageNotFoundError';
}
