/** One namespace per context (ARCHITECTURE §11). All are loaded with the language: together they are a few KB. */
export const NAMESPACES = ['common', 'auth', 'account', 'errors', 'content', 'support', 'places'] as const;
export type Namespace = (typeof NAMESPACES)[number];
