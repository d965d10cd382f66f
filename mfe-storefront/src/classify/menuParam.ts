// The query parameter of /classify naming the chosen category. The store's server reads it too, to
// start that category's products with the page (scripts/serve/resolvedParams.ts), so it has no imports.
export const MENU_PARAM = 'id';
