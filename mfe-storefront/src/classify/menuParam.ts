/** The query parameter of /classify naming the chosen category (classifyLoader.ts `chosenMenuId`). */
export const MENU_PARAM = 'id';
