// TypeDoc plugin of the API reference (typedoc.json): leaves out the types generated from the
// OpenAPI documents (`AccountPaths`, `BaseComponents`, `ShopOperations` …) — a quarter of a million
// lines that restate openapi/<server>.yaml, which is their reference — and keeps the SDK's own API.
import { Converter, ReflectionKind } from 'typedoc';

const GENERATED = /^(Account|Area|Base|Map|Shop|System)(Components|Operations|Paths)$/;

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const { project } = context;
    for (const reflection of project.getReflectionsByKind(
      ReflectionKind.Interface | ReflectionKind.TypeAlias,
    )) {
      if (GENERATED.test(reflection.name)) project.removeReflection(reflection);
    }
  });
}
