// Bi-directional check without a broker: a pact file against its provider's OpenAPI document with
// @pactflow/swagger-mock-validator. Every request must be one the spec accepts (path, method,
// parameters, headers incl. security, body) and every expected response must be one the spec
// allows — with `additionalProperties` treated as false, so a pact that expects a field the spec
// does not define fails.
import {
  SwaggerMockValidatorFactory,
  type ValidationFinding,
  type ValidationOutcome,
} from '@pactflow/swagger-mock-validator';

export type { ValidationFinding, ValidationOutcome };

const validator = SwaggerMockValidatorFactory.create();

/**
 * @param pactFile a pact JSON file
 * @param specFile the provider's bundled OpenAPI document (use the tuple-compatible copy)
 */
export async function checkPactAgainstSpec(pactFile: string, specFile: string): Promise<ValidationOutcome> {
  return validator.validate({
    specPathOrUrl: specFile,
    mockPathOrUrl: pactFile,
    additionalPropertiesInResponse: 'false',
    requiredPropertiesInResponse: 'false',
  });
}

/** One line per finding, for test failure messages and the CLI. */
export function describeFindings(findings: readonly ValidationFinding[]): string[] {
  return findings.map(
    (f) =>
      `${f.type} ${f.code}: ${f.message}` +
      (f.mockDetails?.interactionDescription
        ? ` — interaction "${f.mockDetails.interactionDescription}"`
        : '') +
      (f.mockDetails?.location ? ` at ${f.mockDetails.location}` : ''),
  );
}
