/**
 * The texts' namespaces, one per context (ARCHITECTURE rule 10): the translation sources load the
 * texts per namespace, and all are loaded with the language (together they are a few KB).
 */
export const NAMESPACES = ['common', 'auth', 'account', 'errors', 'content', 'support', 'wallet', 'places'] as const;
export type Namespace = (typeof NAMESPACES)[number];
