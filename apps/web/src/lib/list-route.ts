/**
 * A list route's search options, declared once: `validateSearch` and `search` from the screen's
 * search schema, and `loaderDeps` = the whole validated search (each filter or page change
 * reloads). Spread it into the route and keep the loader a literal `loader:` arrow next to it:
 * the router's code splitter moves that arrow (and the API module it imports) into the screen's
 * lazy chunk, which it cannot do for a loader inside a spread.
 *
 * ```ts
 * export const Route = createFileRoute('/_app/_shell/_system/yxzcxt/index/foo')({
 *   staticData: { title: m.pages.foo },
 *   ...listRoute(fooSearch),
 *   loader: ({ context, deps }) => prefetchQuery(context.queryClient, fooListQuery(api, deps)),
 *   component: FooPage,
 * });
 * ```
 *
 * `schema` is a `listSearch(...)` schema, or any `{ validate, search }` pair (e.g. a screen with
 * its own validator); the route infers its search type from `validate`.
 */
export function listRoute<I, S, O>(schema: { readonly validate: (raw: I) => S; readonly search: O }) {
  return {
    validateSearch: schema.validate,
    search: schema.search,
    loaderDeps: ({ search }: { search: S }): S => search,
  };
}
