import { NAMESPACES } from './namespace-list.js';

export { NAMESPACES };
export type Namespace = (typeof NAMESPACES)[number];
