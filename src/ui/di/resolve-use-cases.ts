import type { Container } from 'inversify';
import { TOKENS } from '../../composition/tokens';
import type { UseCaseName, UseCases } from '../../composition/use-cases';

/** What a store may call of a use case: its public members (a test passes a plain object). */
type Calls<U> = Pick<U, keyof U>;

/** The use cases a store runs, under the names it calls them by, typed from the one declaration (composition/use-cases.ts). */
export type UseCasesNamed<M extends Readonly<Record<string, UseCaseName>>> = { readonly [K in keyof M]: Calls<UseCases[M[K]]> };

/** Resolves the use cases a store names (`{ login: 'LoginUser', … }`) from the container. */
export function resolveUseCases<M extends Readonly<Record<string, UseCaseName>>>(container: Container, names: M): UseCasesNamed<M> {
  return Object.fromEntries(Object.entries(names).map(([field, name]) => [field, container.get(TOKENS[name])])) as UseCasesNamed<M>;
}
