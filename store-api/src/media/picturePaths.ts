// The URLs the API hands out for pictures; media/mediaRoutes.ts serves them.
export const productPicture = (linkName: string): string => `/media/products/${linkName}.svg`;
export const articlePicture = (slug: string): string => `/media/articles/${slug}.svg`;
