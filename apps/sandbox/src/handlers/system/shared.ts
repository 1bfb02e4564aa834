/** Request and schema types of the system server, from the generated spec types. */
import type { SystemComponents, SystemOperations } from '@agrimap/sdk';
import type { Ctx } from '../types';

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The validated JSON body of a system operation. */
export type SystemBody<Id extends keyof SystemOperations> = JsonOf<
  NonNullable<SystemOperations[Id]['requestBody']>
>;

/** The validated query parameters of a system operation. */
export type SystemQuery<Id extends keyof SystemOperations> = NonNullable<
  SystemOperations[Id]['parameters']['query']
>;

export type SystemSchema<N extends keyof SystemComponents['schemas']> = SystemComponents['schemas'][N];

/**
 * The body of `ctx`, typed by its operation. The request pipeline has validated it against the
 * operation's schema before the handler runs, so the type holds.
 */
export function bodyOf<Id extends keyof SystemOperations>(ctx: Ctx, _id: Id): SystemBody<Id> {
  return (ctx.body ?? {}) as SystemBody<Id>;
}

/** The query of `ctx`, typed by its operation (validated and coerced by the pipeline). */
export function queryOf<Id extends keyof SystemOperations>(ctx: Ctx, _id: Id): SystemQuery<Id> {
  return ctx.query as SystemQuery<Id>;
}
